import { allPorts as deps } from '../infra/local/ports.ts';
import { actingOwner } from '../shared/access/principal.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { createClient } from '../shared/features/clients/service.ts';
import { createDocument } from '../shared/features/documents/service.ts';
import { runDue } from '../shared/features/recurring/runs.ts';
import { createRecurring } from '../shared/features/recurring/service.ts';
import { type Bench, pooled, type Row, round } from './support.ts';

const principalOf = (accountId: string) => actingOwner(accountId, 1);
const item = { Description: 'Monthly plan', UnitRate: '49', Quantity: '1', VAT: '20' };

/** Accounts of `perAccount` profiles each, all due on one date; the plain creates go to twins of them. */
async function accounts(count: number, perAccount: number) {
  const made: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const owner = await createAccount(deps, `Recurring bench ${i} ${Date.now()}`);
    await createClient(deps, principalOf(owner.accountId), { Reference: 'C', Company: { CompanyName: 'Client SA' } });
    made.push(owner.accountId);
  }
  const profiles = made.flatMap((accountId) => Array.from({ length: perAccount }, () => accountId));
  await pooled(profiles, 16, (accountId) =>
    createRecurring(deps, principalOf(accountId), {
      Client: { Reference: 'C' },
      Frequency: 'monthly',
      StartDate: '2035-01-01',
      Items: [item],
    }),
  );
  return made;
}

/**
 * Recurring runs (issue 30): `total` profiles due at once across `count` accounts made into
 * invoices, per invoice, against as many plain invoice creates (target: within 1.5x); and the
 * capacity each costs.
 */
export async function accountRuns(bench: Bench, count: number, total: number): Promise<Row[]> {
  const perAccount = Math.max(1, Math.floor(total / count));
  const runAccounts = await accounts(count, perAccount);
  const plainAccounts = await accounts(count, 0);
  const invoices = count * perAccount;

  bench.calls.length = 0;
  bench.counting = true;
  let started = performance.now();
  const plain = plainAccounts.flatMap((accountId) => Array.from({ length: perAccount }, () => accountId));
  await pooled(plain, 16, (accountId) =>
    createDocument(deps, principalOf(accountId), 'invoice', { Client: { Reference: 'C' }, Items: [item] }),
  );
  const plainMs = (performance.now() - started) / invoices;
  const plainUnits = bench.calls.reduce((s, c) => s + c.read + c.write, 0) / invoices;

  for (const accountId of runAccounts)
    await deps.accounts.moveClock(accountId, 0, Date.parse('2035-01-01T12:00:00Z') - Date.now(), Date.now() + 60_000);
  bench.calls.length = 0;
  started = performance.now();
  let made = 0;
  await pooled(runAccounts, 16, async (accountId) => {
    // Awaited first: `made += await` would read `made` before the wait and lose the others' counts.
    const byThis = await runDue(deps, accountId, perAccount + 1);
    made += byThis;
  });
  const runMs = (performance.now() - started) / invoices;
  const runUnits = bench.calls.reduce((s, c) => s + c.read + c.write, 0) / invoices;
  bench.counting = false;
  return [
    {
      section: 'recurring',
      name: `${made} recurring invoices across ${count} accounts, per invoice`,
      value: round(runMs),
      floor: round(plainMs),
      unit: 'ms',
      ratio: round(runMs / plainMs),
      target: 1.5,
      ...(made === invoices ? {} : { note: `${invoices - made} not made` }),
    },
    {
      section: 'recurring',
      name: 'capacity per recurring invoice (against a plain create)',
      value: round(runUnits),
      floor: round(plainUnits),
      unit: 'capacity units',
      ratio: round(runUnits / plainUnits),
    },
  ];
}
