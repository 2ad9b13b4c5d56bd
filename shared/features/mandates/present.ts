import type { Mandate } from './model.ts';

/** A mandate as create, get, list and revoke answer it (docs/api.md §19). */
export const mandateRecord = (m: Mandate) => ({
  mandate_id: m.mandateId,
  client_id: m.clientId,
  RUM: m.RUM,
  IBAN: m.IBAN,
  BIC: m.BIC,
  Name: m.Name,
  SignedAt: m.SignedAt,
  Scheme: m.Scheme,
  Type: m.Type,
  Status: m.Status,
  RevokedAt: m.RevokedAt ?? '',
  RevokeReason: m.RevokeReason ?? '',
  Collections: m.collections,
  CreateDate: new Date(m.createdAt).toISOString(),
  ...(m.consent
    ? { Consent: { At: m.consent.at, IP: m.consent.ip, UserAgent: m.consent.userAgent, Page: m.consent.page } }
    : {}),
});
