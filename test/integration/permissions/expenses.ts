import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the expenses feature's operations: staff reach only the expenses they created. */
export const rows = ({ all, owner, unique }: Fixtures): Rows => {
  let category: string | undefined;
  const categoryOf = async () => {
    if (category) return category;
    const name = unique('Expense category');
    await owner('POST', '/api/catalog/create', { json: { Name: name, isExpense: true } });
    category = name;
    return name;
  };
  const body = async () => ({ Date: '2026-03-03', Category: await categoryOf(), Currency: 'EUR', Amount: 12, VAT: 20 });
  const expenseOf = async () => (await owner('POST', '/api/expense/create', { json: await body() })).json.expense_id;
  return {
    'expenses.create': {
      request: async () => ({ method: 'POST', path: '/api/expense/create', json: await body() }),
      // Another account has no such category: its request is refused as such.
      expect: all(200, 200, 403, 200, 400),
    },
    'expenses.get': {
      request: async () => ({ method: 'GET', path: `/api/expense/get/${await expenseOf()}` }),
      expect: all(200, 404, 403, 404, 404),
    },
    'expenses.update': {
      request: async () => ({
        method: 'PUT',
        path: `/api/expense/update/${await expenseOf()}`,
        json: { Description: 'x' },
      }),
      expect: all(200, 404, 403, 404, 404),
    },
    'expenses.delete': {
      request: async () => ({ method: 'DELETE', path: `/api/expense/delete/${await expenseOf()}` }),
      expect: all(200, 404, 403, 404, 404),
    },
    'expenses.list': {
      request: async () => ({ method: 'GET', path: '/api/expense/list' }),
      expect: all(200, 200, 403, 200, 200),
    },
    'expenses.receipt-set': {
      request: async () => ({
        method: 'PUT',
        path: `/api/expense/receipt/${await expenseOf()}`,
        body: '%PDF-1.4\n%%EOF\n',
        type: 'application/pdf',
      }),
      expect: all(200, 404, 403, 404, 404),
    },
    'expenses.receipt-upload': {
      request: async () => ({
        method: 'POST',
        path: `/api/expense/receipt-upload/${await expenseOf()}`,
        json: { Type: 'application/pdf', Size: 15 },
      }),
      expect: all(200, 404, 403, 404, 404),
    },
    'expenses.receipt-attach': {
      request: async () => {
        const id = await expenseOf();
        const link = (
          await owner('POST', `/api/expense/receipt-upload/${id}`, {
            json: { Type: 'application/pdf', Size: 15 },
          })
        ).json;
        const sent = await fetch(link.Url, { method: 'PUT', headers: link.Headers, body: '%PDF-1.4\n%%EOF\n' });
        if (sent.status !== 200) throw new Error(`the upload was refused: ${sent.status}`);
        return { method: 'POST', path: `/api/expense/receipt-attach/${id}`, json: { Upload: link.Upload } };
      },
      expect: all(200, 404, 403, 404, 404),
    },
    'expenses.receipt-get': {
      request: async () => {
        const id = await expenseOf();
        await owner('PUT', `/api/expense/receipt/${id}`, {
          body: '%PDF-1.4\n%%EOF\n',
          headers: { 'content-type': 'application/pdf' },
        });
        return { method: 'GET', path: `/api/expense/receipt/${id}` };
      },
      expect: all(200, 404, 403, 404, 404),
    },
  };
};
