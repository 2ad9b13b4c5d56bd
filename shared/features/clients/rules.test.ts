import { describe, expect, it } from 'vitest';
import { statusOf } from '../../http/answers.ts';
import { Failure } from '../../kernel/errors.ts';
import { parse } from '../../kernel/validation.ts';
import { clientRecord, clientSummary } from './present.ts';
import { applyClientInput, newClient } from './rules.ts';
import { clientInput } from './schema.ts';
import { clientSearch } from './search.ts';

const blank = () => newClient('acct', 7, Date.UTC(2026, 0, 2));
const apply = (current: ReturnType<typeof blank>, body: unknown) => applyClientInput(current, parse(clientInput, body));
const status = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return error instanceof Failure ? statusOf[error.kind] : 500;
  }
};

describe('client input', () => {
  it("needs a CompanyName or the principal contact's LastName", () => {
    expect(status(() => apply(blank(), { Reference: 'X' }))).toBe(400);
    expect(status(() => apply(blank(), { Contacts: [{ FirstName: 'Only' }] }))).toBe(400);
    expect(status(() => apply(blank(), { Company: { CompanyName: '  ' } }))).toBe(400);
    expect(status(() => apply(blank(), { Company: { CompanyName: 'Acme' } }))).toBe(200);
    expect(status(() => apply(blank(), { Contacts: [{ LastName: 'Doe' }] }))).toBe(200);
    // The principal contact's LastName counts, not another's.
    expect(status(() => apply(blank(), { Contacts: [{ FirstName: 'A', Principal: true }, { LastName: 'B' }] }))).toBe(
      400,
    );
    expect(status(() => apply(blank(), { Contacts: [{ FirstName: 'A' }, { LastName: 'B', Principal: true }] }))).toBe(
      200,
    );
  });

  it('takes one object where a list is expected, and at most one principal', () => {
    const c = apply(blank(), { Contacts: { LastName: 'Solo' }, Addresses: { City: 'Paris' } });
    expect(c.Contacts).toHaveLength(1);
    expect(c.Addresses[0]?.City).toBe('Paris');
    expect(
      status(() =>
        apply(blank(), { Company: { CompanyName: 'A' }, Contacts: [{ Principal: true }, { Principal: true }] }),
      ),
    ).toBe(400);
  });

  it('refuses unknown fields, wrong types, control characters and over-long text, naming each', () => {
    for (const body of [
      [1, 2],
      'text',
      { Company: { CompanyName: 'A' }, Referense: 'typo' },
      { Company: { CompanyName: 'A' }, SendDocByEmail: 'yes' },
      { Company: { CompanyName: 'A', Phone: 123 } },
      { Company: { CompanyName: 'A\r\nBcc: evil@example.com' } },
      { Company: { CompanyName: 'x'.repeat(201) } },
      { Company: { CompanyName: 'A' }, Currency: 'EURO' },
      { Company: { CompanyName: 'A' }, Culture: 'french!' },
      { Company: { CompanyName: 'A' }, Contacts: [{ Email: 'not an address' }] },
      { Company: { CompanyName: 'A' }, Contacts: [{ DueDate: 1.5 }] },
      { Company: { CompanyName: 'A' }, Contacts: [{ General_Discount: 101 }] },
      { Company: { CompanyName: 'A' }, Reference: '' },
      { Company: { CompanyName: 'A' }, Folder: 'deleted' },
      { Company: { CompanyName: 'A' }, Contacts: Array.from({ length: 51 }, () => ({})) },
    ]) {
      expect(
        status(() => apply(blank(), body)),
        JSON.stringify(body).slice(0, 80),
      ).toBe(400);
    }
  });

  it('accepts several e-mail addresses separated by "; " and ignores read-only record fields', () => {
    const c = apply(blank(), {
      client_id: 99,
      CreateDate: '/Date(1+0000)/',
      Type: 0,
      isPrivate: false,
      Company: { CompanyName: 'A' },
      Contacts: [{ Email: 'a@x.example; b@y.example' }],
    });
    expect(c.clientId).toBe(7);
    expect(c.Contacts[0]?.Email).toBe('a@x.example; b@y.example');
  });

  it('updates only what is sent: Company field by field; a sent list replaces, keeping ids it names', () => {
    const first = apply(blank(), {
      Notes: 'n',
      Company: { CompanyName: 'Acme', WebSite: 'https://a.example' },
      Contacts: [{ LastName: 'One' }, { LastName: 'Two' }],
    });
    const [one, two] = first.Contacts;
    const next = apply(first, {
      Company: { WebSite: 'https://b.example' },
      Contacts: [{ id: two!.id, Email: 'two@x.example' }, { LastName: 'Three' }],
    });
    expect(next.Notes).toBe('n');
    expect(next.Company).toMatchObject({ CompanyName: 'Acme', WebSite: 'https://b.example' });
    expect(next.Contacts.map((c) => c.LastName)).toEqual(['Two', 'Three']);
    expect(next.Contacts[0]?.id).toBe(two!.id);
    expect(next.Contacts[0]?.Email).toBe('two@x.example');
    expect(next.Contacts[1]?.id).not.toBe(one!.id);
    expect(status(() => apply(first, { Contacts: [{ id: 'not-mine', LastName: 'X' }] }))).toBe(400);
  });

  it('cannot leave a client without a name through an update', () => {
    const c = apply(blank(), { Company: { CompanyName: 'Acme' } });
    expect(status(() => apply(c, { Company: { CompanyName: '' } }))).toBe(400);
    expect(status(() => apply(c, { Company: null }))).toBe(400);
  });
});

describe('client answers', () => {
  const c = apply(blank(), {
    Reference: 'R1',
    Company: { CompanyName: 'Dupont SARL', WebSite: 'https://d.example', CompanyTradeName: 'Dupont' },
    Contacts: [{ Principal: true, FirstName: 'Claire', LastName: 'Dupont', Email: 'Claire@D.example', DueDate: 30 }],
    Addresses: [{ Address1: '1 Rue de la Paix', City: 'Paris', Country: 'FR', Target_Invoice: true }],
    Notes: 'VIP',
  });

  it("the record has the spec's fields, types and order", () => {
    const r = clientRecord(c);
    expect(r).toMatchObject({
      client_id: 7,
      CreateDate: `/Date(${Date.UTC(2026, 0, 2)}+0000)/`,
      Type: 0,
      isPrivate: false,
      Reference: 'R1',
    });
    expect(Object.keys(r.Company)).toEqual([
      'CompanyName',
      'CompanyTradeName',
      'WebSite',
      'Phone',
      'Mobile',
      'Fax',
      'VATIntra',
    ]);
    expect(Object.keys(r.Contacts[0]!).slice(0, 3)).toEqual(['Principal', 'id', 'Title']);
    expect(r.Contacts[0]).toMatchObject({ DueDate: 30 });
    expect(r.Addresses[0]).not.toHaveProperty('Target_Order');
    expect(clientRecord(apply(blank(), { Contacts: [{ LastName: 'Person' }] }))).toMatchObject({
      Type: 1,
      isPrivate: true,
    });
  });

  it("the summary has the spec's shape", () => {
    const s = clientSummary(c);
    expect(Object.keys(s.Company)).toEqual(['CompanyName', 'WebSite']);
    expect(s.Contacts[0]).toEqual({
      Principal: true,
      id: null,
      Title: '',
      FirstName: 'Claire',
      MiddleName: '',
      LastName: 'Dupont',
      Suffix: '',
      Email: 'Claire@D.example',
      Phone: '',
      Mobile: '',
    });
    expect(typeof s.SendDocBySnailMail).toBe('boolean');
  });

  it('search text is lower-cased per filter', () => {
    const s = clientSearch(c);
    expect(s.organization).toContain('dupont sarl');
    expect(s.email).toBe('claire@d.example');
    expect(s.contact).toBe('claire dupont');
    expect(s.address).toContain('1 rue de la paix');
    expect(s.city).toBe('paris');
    expect(s.country).toBe('fr');
    expect(s.notes).toBe('vip');
  });
});
