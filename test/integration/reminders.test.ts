import { describe, expect, it } from 'vitest';
import { allPorts } from '../../infra/local/ports.ts';
import { actingOwner } from '../../shared/access/principal.ts';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { makeLateFee } from '../../shared/features/latefees/service.ts';
import type { Mail } from '../../shared/features/mailing/mail.ts';
import { remindDue } from '../../shared/features/reminders/runs.ts';
import { Failure } from '../../shared/kernel/errors.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { newAccount, useApi } from '../support/api.ts';

const api = useApi();

/** An account with a client who has an e-mail address, over HTTP; its id for the domain calls. */
async function account(name: string) {
  const { token } = await newAccount(name);
  const own = (method: string, path: string, opts: { json?: unknown } = {}) =>
    api.call(method, path, { token, ...opts });
  const client = await own('POST', '/api/client/create', {
    json: {
      Reference: 'PAYER',
      Company: { CompanyName: 'Payer SA' },
      Contacts: [{ FirstName: 'Ann', LastName: 'Payer', Email: 'ann@payer.example', Principal: true }],
    },
  });
  expect(client.status, client.text).toBe(200);
  const accountId = (await dynamoStores.accounts.principal(hashToken(token)))!.accountId;
  const invoice = async (dueDate: string, amount = 100) => {
    const made = await own('POST', '/api/document.svc/create/invoice', {
      json: {
        Client: { Reference: 'PAYER' },
        General: { Status: 'sent', DateIssue: '2026-01-01', DueDate: dueDate },
        Items: [{ Description: 'Work', UnitRate: amount, Quantity: 1 }],
      },
    });
    expect(made.status, made.text).toBe(200);
    return made.text.replace('Reference: ', '');
  };
  return { own, accountId, invoice };
}

describe('reminders and late fees on DynamoDB, raced', () => {
  it('send each (invoice, day) once however many runs race, after a run cut short', async () => {
    await loadSigningKey();
    const { own, accountId, invoice } = await account('Racing reminders');
    expect((await own('PUT', '/api/account/reminders', { json: { Enabled: true, Days: [-1, 2] } })).status).toBe(200);
    const numbers = [];
    for (const due of ['2042-03-01', '2042-03-02', '2042-03-03', '2042-03-04']) numbers.push(await invoice(due));
    await dynamoStores.accounts.moveClock(
      accountId,
      0,
      Date.parse('2042-03-10T08:00:00Z') - Date.now(),
      Date.now() + 60_000,
    );
    const mails: Mail[] = [];
    const deps = { ...allPorts, mail: { send: async (mail: Mail) => void mails.push(mail) } };
    // A run out of time before its first reminder (a function timed out), then four at once.
    expect(await remindDue(deps, accountId, Date.now() - 1)).toEqual({ sent: 0, ended: 'out_of_time' });
    const runs = await Promise.all(Array.from({ length: 4 }, () => remindDue(deps, accountId, Date.now() + 60_000)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(8);
    expect(mails).toHaveLength(8);
    for (const n of numbers) {
      const history = (await own('GET', `/api/document.svc/history/invoice/${n}`)).json as {
        action: string;
        changes: { days: number };
      }[];
      expect(history.filter((e) => e.action === 'reminder').map((e) => e.changes.days)).toEqual([-1, 2]);
    }
    expect(await remindDue(deps, accountId, Date.now() + 60_000)).toEqual({ sent: 0, ended: 'done' });
  });

  it('make one late-fee invoice per invoice and date however many requests race', async () => {
    const { own, accountId, invoice } = await account('Racing late fees');
    expect(
      (await own('PUT', '/api/account/profile', { json: { LatePaymentRate: 10, RecoveryIndemnity: 40 } })).status,
    ).toBe(200);
    const n = await invoice('2026-01-31', 1000);
    const owner = actingOwner(accountId, 1);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        makeLateFee(dynamoStores, owner, n, { Date: '2026-03-02' }).then(
          (doc) => doc.General.Number,
          (error: unknown) => (error instanceof Failure ? error.kind : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(4);
    const made = outcomes.find((o) => o !== 'conflict')!;
    const fee = (await own('GET', `/api/document.svc/get/invoice/${made}`)).json;
    // 30 days at 1,000 x 10% / 365 = 8.219... -> 8.22, and the indemnity.
    expect(fee.General.LateFeeFor).toBe(n);
    expect(fee.Items.map((i: { TotalItem: number }) => i.TotalItem)).toEqual([8.22, 40]);

    // Asked again once made, the charge is refused at its write, after it took a Number: the
    // Number goes back, and the next invoice takes it.
    const before = await invoice('2026-02-28', 10);
    await expect(makeLateFee(dynamoStores, owner, n, { Date: '2026-03-02' })).rejects.toMatchObject({
      kind: 'conflict',
    });
    const after = await invoice('2026-02-28', 10);
    expect(Number(after.slice(4))).toBe(Number(before.slice(4)) + 1);
  });
});
