import type { Client, ClientSearch } from './model.ts';

/** Lower-case the way both the stored text and the filter value are lowered. */
export const fold = (s: string): string => s.toLowerCase();

/** Joined with a line break: filter values cannot hold one, so no match spans two fields. */
const joined = (parts: string[]) => fold(parts.filter(Boolean).join('\n'));

/** What each list filter matches a substring of (docs/api.md §5). */
export function clientSearch(c: Client): ClientSearch {
  return {
    organization: joined([c.Company.CompanyName, c.Company.CompanyTradeName]),
    email: joined(c.Contacts.map((x) => x.Email)),
    contact: joined(c.Contacts.map((x) => [x.FirstName, x.MiddleName, x.LastName].filter(Boolean).join(' '))),
    notes: joined([c.Notes]),
    address: joined(
      c.Addresses.flatMap((a) => [a.Name, a.TradeName, a.Address1, a.Address2, a.ZIPCode, a.City, a.State]),
    ),
    country: joined(c.Addresses.map((a) => a.Country)),
    city: joined(c.Addresses.map((a) => a.City)),
  };
}
