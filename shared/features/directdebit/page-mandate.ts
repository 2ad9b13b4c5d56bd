import { conflict } from '../../kernel/errors.ts';
import { parse } from '../../kernel/validation.ts';
import { accountClock } from '../clock/service.ts';
import { mandateOffer } from '../mandates/consent.ts';
import type { Mandate } from '../mandates/model.ts';
import { mandatePageForm } from '../mandates/schema.ts';
import { recordMandate } from '../mandates/service.ts';
import type { Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import type { Opened } from '../sharing/service.ts';

/** Where the consent came from, as the gateway saw it. */
export interface ConsentSource {
  ip: string;
  userAgent: string;
}

/**
 * A mandate the payer signs on the document page (docs/api.md §19): its name and IBAN, the consent
 * ticked, kept with when, from where and the words consented to; CORE, recurring, signed today
 * (the account's). An invoice whose page collects none, or a client with an active mandate
 * already: 409; a bad name, IBAN or no consent: 400.
 */
export async function signMandateOnPage(
  deps: Pick<Stores, 'accounts' | 'clients' | 'mandates' | 'sequences'>,
  opened: Opened,
  fields: Record<string, string>,
  from: ConsentSource,
): Promise<Mandate> {
  const { doc, principal, link } = opened;
  const [profile, client] = await Promise.all([
    getProfile(deps, principal),
    doc.clientId === undefined ? undefined : deps.clients.get(principal.accountId, doc.clientId),
  ]);
  const offer = mandateOffer(doc, { ...profile, company: link.company }, client);
  if (!offer || !client) throw conflict('This page collects no SEPA Direct Debit mandate.');
  if (await deps.mandates.activeFor(principal.accountId, client.clientId))
    throw conflict('A SEPA Direct Debit mandate is in place already.');
  const form = parse(mandatePageForm, fields, 'The mandate');
  const today = (await accountClock(deps, principal.accountId)).today;
  return recordMandate(
    deps,
    principal,
    { Client: client.clientId, IBAN: form.iban, Name: form.name, SignedAt: today, Scheme: 'CORE', Type: 'recurring' },
    {
      at: new Date().toISOString(),
      ip: from.ip,
      userAgent: from.userAgent.slice(0, 500),
      page: `${doc.type} ${doc.General.Number}`,
      text: offer.authorisation,
    },
  );
}
