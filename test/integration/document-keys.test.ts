import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import type { NewAccount } from '../../shared/features/accounts/service.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let call: Caller;
let account: NewAccount;

beforeAll(async () => {
  account = await newAccount('Keys');
  call = api.as(account.token);
});

const issued = async (number: string) => {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { Number: number },
      Client: { ClientName: 'Buyer' },
      Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }],
    },
  });
  expect(made.status, made.text).toBe(200);
  expect(
    (
      await call('PUT', `/api/document.svc/update/invoice/${encodeURIComponent(number)}`, {
        json: { General: { Status: 'sent' } },
      })
    ).status,
  ).toBe(200);
};
const share = async (number: string) => {
  const res = await call('PUT', `/api/document.svc/action/share/invoice/${encodeURIComponent(number)}`);
  expect(res.status, res.text).toBe(200);
  return new URL(res.json.url).pathname;
};

describe("a document's keys, when Numbers hold '#'", () => {
  it("unsharing P1 revokes P1's links only, not those of P1#X", async () => {
    await issued('P1');
    await issued('P1#X');
    const p1 = await share('P1');
    const p1x = await share('P1#X');
    expect((await call('PUT', '/api/document.svc/action/unshare/invoice/P1')).status).toBe(200);
    expect((await fetch(api.state.baseUrl + p1)).status).toBe(404);
    expect((await fetch(api.state.baseUrl + p1x)).status).toBe(200);
  });

  it("reads history kept under the old keys, and only the document's own", async () => {
    await issued('V1');
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: keys.document(account.accountId, 'invoice', 'V1') }),
    );
    const createdAt = Item!.createdAt as number;
    const legacy = (number: string, at: number, action: string) => ({
      PK: `A#${account.accountId}`,
      SK: `${keys.legacyHistoryPrefix('invoice', number, createdAt)}${String(at).padStart(13, '0')}#legacy${action}`,
      kind: 'history',
      entry: {
        accountId: account.accountId,
        type: 'invoice',
        number,
        documentCreatedAt: createdAt,
        at,
        userId: 1,
        action,
        changes: {},
      },
    });
    // Written before Numbers were delimited: one entry of V1's, one of a crafted V1#<createdAt> under V1's old prefix.
    await db().send(new PutCommand({ TableName: table(), Item: legacy('V1', 1, 'create') }));
    const crafted = `V1#${String(createdAt).padStart(13, '0')}`;
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...legacy(crafted, 2, 'update'),
          SK: `HIST#invoice#${crafted}#${String(createdAt).padStart(13, '0')}#x`,
        },
      }),
    );
    const history = (await call('GET', '/api/document.svc/history/invoice/V1')).json as {
      action: string;
      at: string;
    }[];
    expect(history[0]).toMatchObject({ action: 'create', at: new Date(1).toISOString() });
    expect(history.filter((e) => e.action === 'update' && e.at === new Date(2).toISOString())).toEqual([]);
    expect(history.length).toBeGreaterThan(1);
  });
});
