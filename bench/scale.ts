import { allPorts as deps } from '../infra/local/ports.ts';
import { clientItem } from '../shared/adapters/dynamodb/clients-store.ts';
import { documentItem } from '../shared/adapters/dynamodb/document-item.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { applyClientInput, newClient } from '../shared/features/clients/rules.ts';
import { clientSearch } from '../shared/features/clients/search.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import { againstFloor, ratioColumns } from './interval.ts';
import { type Bench, load, type Row, request, timedInTurns } from './support.ts';

/**
 * An account with `size` clients and up to 10,000 invoices, loaded straight into the table
 * (the Reference claims, which lists never read, are left out to keep the load short).
 */
async function account(size: number) {
  const owner = await createAccount(deps, `Scale ${size} ${Date.now()}`);
  const items: Record<string, unknown>[] = [];
  const cities = ['Paris', 'Lyon', 'Berlin', 'Madrid', 'Rome'];
  for (let id = 1; id <= size; id += 1) {
    const client = applyClientInput(newClient(owner.accountId, id, Date.now() - (size - id) * 1000, 1), {
      Reference: `S-${id}`,
      Company: { CompanyName: `Company ${id}` },
      Contacts: [{ FirstName: 'Ann', LastName: `Person ${id}`, Email: `p${id}@mail.example` }],
      Addresses: [{ Address1: `${id} Main Street`, City: cities[id % cities.length]!, Country: 'FR' }],
    });
    items.push(clientItem(client, clientSearch(client)));
    if (id > 10_000) continue;
    const doc = applyDocumentInput(
      newDocument(owner.accountId, 'invoice', Date.now(), 1),
      {
        General: {
          Number: `INV-${id}`,
          DateIssue: new Date(Date.UTC(2020, 0, 1) + id * 3_600_000).toISOString().slice(0, 10),
          Currency: 'EUR',
        },
        Client: { ClientName: client.Company.CompanyName },
        Items: [{ Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '20' }],
      },
      {},
      true,
    );
    items.push(documentItem({ ...doc, clientId: id }));
  }
  await load(items);
  return owner;
}

/**
 * A list page in a small and a large account, in turns. A page is one Query of at most `limit` items
 * of one index partition, so its time should not grow with the account.
 */
export async function scale(bench: Bench, small: number, large: number, n: number): Promise<Row[]> {
  const [a, b] = [await account(small), await account(large)];
  const rows: Row[] = [];
  for (const [name, path] of [
    ['client list page', '/api/Clients.svc/list?limit=25'],
    ['document list page', '/api/document.svc/list/invoice?limit=25'],
    ['client list page, filtered (city)', '/api/Clients.svc/list?limit=25&city=berlin'],
    [
      'document list page, date range',
      '/api/document.svc/list/invoice?limit=25&date_from=2020-01-05&date_to=2020-01-20',
    ],
  ] as const) {
    const times = await timedInTurns(n, 5, {
      large: () => request(bench, b.token, 'GET', path),
      small: () => request(bench, a.token, 'GET', path),
    });
    rows.push({
      section: 'scale',
      name: `${name}: ${large} vs ${small} clients`,
      ...ratioColumns(againstFloor(times.large, times.small, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
    });
  }
  return rows;
}
