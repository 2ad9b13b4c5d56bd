import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/access/tokens.ts';
import { documentItem } from '../../shared/adapters/dynamodb/document-item.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import type { Document } from '../../shared/features/documents/model.ts';
import { checkStoredDocuments } from '../../shared/features/documents/stored-check.ts';
import { newAccount, useApi } from '../support/api.ts';

/**
 * `npm run admin -- documents check` (docs/deployment.md): what an earlier version stored that the
 * API now refuses, written straight into DynamoDB Local as that version wrote it, found, and set
 * right where it safely can be.
 */
const api = useApi();

describe('documents an earlier version left', () => {
  it('finds a credit note issued without counting and an invoice paid that owes, and repairs what fits', async () => {
    const { token } = await newAccount('Stored check');
    const accountId = (await dynamoStores.accounts.principal(hashToken(token)))!.accountId;
    const own = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
    const paper = await own('POST', '/api/catalog/create', {
      Name: 'Paper',
      Price: 10,
      VAT: 20,
      IsInventory: true,
      StockQuantity: 10,
    });
    expect(paper.status, paper.text).toBe(200);
    const invoice = async (rate: number, extra: object[] = []) => {
      const made = await own('POST', '/api/document.svc/create/invoice', {
        General: { Status: 'sent' },
        Client: { ClientName: 'Buyer SA' },
        Items: [{ Description: 'Work', UnitRate: rate, Quantity: 1, VAT: 20 }, ...extra],
      });
      expect(made.status, made.text).toBe(200);
      return made.text.replace('Reference: ', '');
    };
    const stored = async (type: 'invoice' | 'creditnote', number: string) =>
      (await dynamoStores.documents.get(accountId, type, number))!;
    // As the version before wrote them: a credit note created `sent`, an invoice created `paid`.
    const asWritten = (doc: Document, Status: 'sent' | 'paid') =>
      db().send(
        new PutCommand({
          TableName: table(),
          Item: documentItem({ ...doc, General: { ...doc.General, Status } }),
        }),
      );
    const creditNote = async (of: string, rate: number, extra: object[] = []) => {
      const made = await own('POST', '/api/document.svc/create/creditnote', {
        General: { Invoice: of },
        Items: [{ Description: 'Back', UnitRate: rate, Quantity: 1, VAT: 20 }, ...extra],
      });
      expect(made.status, made.text).toBe(200);
      const number = made.text.replace('Reference: ', '');
      await asWritten(await stored('creditnote', number), 'sent');
      return number;
    };
    const [credited, small, paid] = [
      await invoice(80, [{ Description: 'Paper', Reference: 'Paper', UnitRate: 10, Quantity: 2, VAT: 20 }]),
      await invoice(30),
      await invoice(50),
    ];
    const fits = await creditNote(credited, 30, [
      { Description: 'Paper', Reference: 'Paper', UnitRate: 10, Quantity: 1, VAT: 20 },
    ]);
    const tooMuch = await creditNote(small, 1_000);
    await asWritten(await stored('invoice', paid), 'paid');
    const before = await stored('invoice', credited);

    const found = await checkStoredDocuments(dynamoStores, accountId);
    expect(found.map(({ number, fault, repaired }) => ({ number, fault, repaired }))).toEqual(
      [
        { number: fits, fault: 'credit_not_counted', repaired: false },
        { number: tooMuch, fault: 'credit_not_counted', repaired: false },
        { number: paid, fault: 'status_not_from_money', repaired: false },
      ].sort((a, b) => a.number.localeCompare(b.number)),
    );
    // Looking changes nothing.
    expect((await stored('invoice', credited)).version).toBe(before.version);

    const repaired = await checkStoredDocuments(dynamoStores, accountId, true);
    expect(Object.fromEntries(repaired.map((f) => [f.number, f.repaired]))).toEqual({
      [fits]: true,
      [tooMuch]: false,
      [paid]: true,
    });
    expect(repaired.find((f) => f.number === tooMuch)!.detail).toContain('36 left to credit');
    const answer = async (number: string) => (await own('GET', `/api/document.svc/get/invoice/${number}`)).json;
    expect(await answer(credited)).toMatchObject({
      General: { Status: 'partial' },
      Total: { TotalCredited: 48, TotalDue: 72 },
    });
    expect((await answer(paid)).General.Status).toBe('sent');
    // The paper it gave back came back, in a movement that names it.
    const movements = (await own('GET', '/api/catalog.svc/movements/Paper?limit=50')).json;
    expect(movements.map((m: { Quantity: number; Balance: number }) => [m.Quantity, m.Balance])).toEqual([
      [1, 9],
      [-2, 8],
    ]);
    expect(JSON.stringify(movements[0])).toContain(fits);
    const history = await own('GET', `/api/document.svc/history/invoice/${credited}`);
    expect(history.json.at(-1)).toMatchObject({ action: 'repair', changes: { creditnote: fits } });

    // A second run finds what only a person can set right, and nothing it repaired.
    const again = await checkStoredDocuments(dynamoStores, accountId, true);
    expect(again.map((f) => [f.number, f.repaired])).toEqual([[tooMuch, false]]);
  });
});
