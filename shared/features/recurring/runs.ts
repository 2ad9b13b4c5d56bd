/**
 * The runs of recurring profiles (docs/recurring.md): each due date's invoice made exactly once,
 * and sent or left as a draft as the profile says; what a run could not send, sent later.
 */
import { actingOwner, type Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { addDays } from '../../kernel/dates.ts';
import { Busy, Failure, isConflict } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { principalContact } from '../clients/model.ts';
import { queueAccountRun } from '../clock/runs.ts';
import { accountClock } from '../clock/service.ts';
import { historyEntry } from '../documents/history.ts';
import type { Document } from '../documents/model.ts';
import { numberTakenOnce } from '../documents/new-numbers.ts';
import { applyDocumentInput, newDocument, withClientDefaults } from '../documents/rules.ts';
import { noteInHistory } from '../documents/service.ts';
import { sendDocument } from '../mailing/send.ts';
import type { Stores, StoresAndMail } from '../ports.ts';
import { deadlineFrom, type PendingWork, type WorkResumer } from '../work/model.ts';
import { isScheduled, type Recurring } from './model.ts';
import { placed } from './schedule.ts';

/** How many Numbers a run skips past (taken by hand) before it leaves the date to the next run. */
const MAX_NUMBER_TRIES = 50;

/** Who makes the invoices of a run, in their history: the profile's creator. */
const runner = (profile: Recurring): Principal => actingOwner(profile.accountId, profile.createdBy);

/**
 * Makes the invoice of a profile's next date, exactly once: the invoice and the profile moved past
 * the date are one conditional write, so a second runner (a retry, a race, a restart) finds the
 * profile moved and makes nothing. Returns the invoice, or undefined when another run made it.
 */
export async function runOnce(
  deps: StoresAndMail<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'recurring' | 'sequences' | 'shares' | 'work'
  >,
  profile: Recurring,
) {
  if (!isScheduled(profile)) return undefined;
  const date = profile.nextDate;
  const principal = runner(profile);
  const client = await deps.clients.get(profile.accountId, profile.clientId);
  if (!client || client.folder === 'deleted') return finishBillingNobody(deps, profile);
  const account = await deps.accounts.account(profile.accountId);
  // Numbers taken by hand are skipped past, a few at most: the walk has a bound (then Busy, and the run goes again later).
  const numbers = numberTakenOnce(deps, principal, 'invoice');
  for (let tries = 1; ; tries += 1) {
    if (tries > MAX_NUMBER_TRIES) throw new Busy();
    const number = await numbers.take();
    const made = applyDocumentInput(
      newDocument(profile.accountId, 'invoice', Date.now(), profile.createdBy, date),
      {
        Client: { Reference: profile.clientReference },
        General: {
          Number: number,
          DateIssue: date,
          DueDate: addDays(date, profile.DueDays),
          ...(profile.Currency ? { Currency: profile.Currency } : {}),
          ...(profile.GeneralDiscount !== undefined ? { GeneralDiscount: profile.GeneralDiscount } : {}),
        },
        Items: profile.Items,
        ...(profile.Comments ? { Comments: profile.Comments } : {}),
      },
      { client, accountCurrency: account?.currency },
      true,
    );
    // The client's contact and address, as any invoice of it has them (DueDate is the profile's terms).
    const invoice = withClientDefaults(
      { ...made, General: { ...made.General, Recurring: profile.recurringId } },
      client,
      profile.DueDays,
    );
    const history = [historyEntry(principal, invoice, 'create')];
    const recipient = invoice.Client.ContactEmail || principalContact(client)?.Email;
    const mailing = profile.Send === 'email' && !!recipient;
    // Nobody to e-mail: the invoice stays a draft, and its history says why, in the same write.
    if (profile.Send === 'email' && !recipient)
      history.push(
        historyEntry(principal, invoice, 'send', {
          sent: false,
          reason: 'The client has no e-mail address: the invoice stays a draft.',
        }),
      );
    const after = {
      ...placed({ ...profile, count: profile.count + 1, lastInvoice: number }, profile.nextIndex + 1),
      version: profile.version + 1,
    };
    // To be e-mailed: pending work in the same write, so a crash before the e-mail only delays it.
    const sendBy = mailing ? deadlineFrom(Date.now()) : undefined;
    try {
      // Another run made the date's invoice first: this run's Number goes back for the next.
      await numbers.givenBackIfRefused(() => deps.recurring.run(profile, after, invoice, history, sendBy));
    } catch (error) {
      if (isConflict(error, 'changed')) return undefined;
      // A Number taken by hand meanwhile: draw the next one (the refused write let go of it).
      if (isConflict(error, 'taken')) continue;
      throw error;
    }
    if (sendBy !== undefined)
      await mailMade(deps, principal, invoice, {
        kind: 'send',
        accountId: profile.accountId,
        ref: number,
        deadline: sendBy,
        sweeps: 0,
      });
    return invoice;
  }
}

/**
 * A profile whose client was deleted bills nobody: at its next date it finishes and makes nothing
 * (an invoice without a buyer could not be issued, and the business meant to stop billing that
 * client). Another write first (an update, a pause): the next run decides again.
 */
async function finishBillingNobody(deps: Pick<Stores, 'recurring'>, profile: Recurring): Promise<undefined> {
  const { nextDate: _dropped, ...rest } = profile;
  try {
    await deps.recurring.replace(profile, { ...rest, status: 'finished', version: profile.version + 1 });
    log.info('a recurring profile finished: its client was deleted', {
      accountId: profile.accountId,
      recurringId: profile.recurringId,
    });
  } catch (error) {
    if (!isConflict(error, 'changed')) throw error;
  }
  return undefined;
}

/**
 * Issues and e-mails an invoice a run made, as send by e-mail does (PDF, Factur-X, the page's
 * link, the mail quota). The invoice exists whatever happens here: a refusal (the quota, an
 * invoice that cannot be issued, stock short) leaves it a draft, and says why in its history.
 */
async function mailMade(
  deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'sequences' | 'shares' | 'work'>,
  principal: Principal,
  invoice: Document,
  work: PendingWork,
): Promise<void> {
  try {
    await sendDocument(deps, principal, 'invoice', invoice.General.Number, {}, config.publicBaseUrl || undefined);
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    log.warn('a recurring invoice was made but not sent', {
      accountId: invoice.accountId,
      number: invoice.General.Number,
      code: error.code,
    });
    // Why it stays a draft, where the business reads it.
    await noteInHistory(deps, principal, 'invoice', invoice.General.Number, 'send', {
      sent: false,
      reason: error.message,
      code: error.code,
    });
  }
  await deps.work.settle(work);
}

/** Invoices one run makes at most: an account further behind is taken up by its next run. */
export const MOST_MADE_PER_RUN = 1000;

/**
 * The e-mails of invoices made and not sent (a crash between the make and the send): those whose
 * make is past its deadline, or that a sweep queued. One still a draft is sent; one sent already
 * (the crash came after the e-mail) is only cleared.
 */
async function sendLeftOver(
  deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'sequences' | 'shares' | 'work'>,
  accountId: string,
): Promise<number> {
  const now = Date.now();
  let sent = 0;
  for (const work of await deps.work.ofAccount(accountId, 'send')) {
    if (work.sweeps === 0 && work.deadline > now) continue;
    const invoice = await deps.documents.get(accountId, 'invoice', work.ref);
    if (invoice?.General.Status === 'draft') {
      await mailMade(deps, actingOwner(accountId), invoice, work);
      sent += 1;
    } else await deps.work.settle(work);
  }
  return sent;
}

/** A made invoice whose e-mail is overdue: its account's run is queued, which sends it (docs/asynchronous-work.md). */
export const sendResumer: WorkResumer = {
  kind: 'send',
  async resume(deps, work) {
    const invoice = await deps.documents.get(work.accountId, 'invoice', work.ref);
    if (invoice?.General.Status !== 'draft') return 'done';
    await queueAccountRun(deps, [work.accountId]);
    return 'queued';
  },
};

/**
 * Makes every invoice an account's profiles owe by its clock, each with its own date (also the
 * dates missed while the service was down), each profile's in date order. The due index is read
 * eventually; each profile is read again consistently before each run. Returns how many were made.
 */
export async function runDue(
  deps: StoresAndMail<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'recurring' | 'sequences' | 'shares' | 'work'
  >,
  accountId: string,
  most = MOST_MADE_PER_RUN,
): Promise<number> {
  await sendLeftOver(deps, accountId);
  let made = 0;
  const { today } = await accountClock(deps, accountId);
  for (const candidate of await deps.recurring.due(accountId, today, 100)) {
    for (;;) {
      const profile = await deps.recurring.get(accountId, candidate.recurringId);
      if (!profile || profile.nextDate === undefined || profile.nextDate > today || made >= most) break;
      if (!(await runOnce(deps, profile))) break;
      made += 1;
    }
  }
  return made;
}
