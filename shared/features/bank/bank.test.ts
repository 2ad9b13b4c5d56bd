import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { actingOwner } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import {
  creditorReference,
  groupedReference,
  isCreditorReference,
  newCreditorReference,
  referencesIn,
} from '../documents/creditor-reference.ts';
import { createDocument, updateDocument } from '../documents/service.ts';
import { epcText } from '../documents/transfer.ts';
import { createPayment } from '../payments/service.ts';
import { updateProfile } from '../profile/service.ts';
import { importBatch } from './credits.ts';
import { readCamt } from './formats/camt.ts';
import { readCsv } from './formats/csv.ts';
import { claimsOf, numberWordsIn } from './rules.ts';
import { type ImportBatch, statementResumer } from './statements.ts';

/** ISO 7064 mod 97-10 by BigInt, as the standard states it: the oracle of the chunked one. */
const mod97 = (alnum: string) =>
  Number(BigInt(alnum.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) % 97n);

const refusal = (read: () => unknown): Failure => {
  try {
    read();
  } catch (error) {
    if (error instanceof Failure) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('ISO 11649 creditor references', () => {
  it('the ISO example checks, and a changed digit does not', () => {
    expect(isCreditorReference('RF18539007547034')).toBe(true);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
  });

  it('any body of 1 to 21 letters and digits gets check digits the BigInt oracle accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,21}$/), (body) => {
        const ref = creditorReference(body);
        expect(mod97(ref.slice(4) + ref.slice(0, 4))).toBe(1);
        expect(isCreditorReference(ref)).toBe(true);
      }),
    );
  });

  it('new references are valid, 16 characters, and found in text however a payer writes them', () => {
    for (let i = 0; i < 200; i += 1) {
      const ref = newCreditorReference();
      expect(isCreditorReference(ref)).toBe(true);
      expect(ref).toHaveLength(16);
      expect(referencesIn(`Payment ${ref.toLowerCase()} thank you`)).toContain(ref);
      expect(referencesIn(`pay ${groupedReference(ref)} - march`)).toContain(ref);
    }
    expect(referencesIn('Invoice 2026-0001, no reference')).toEqual([]);
  });
});

const camt = (version: string, entries: string, doc = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${doc}<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr><Stmt><Id>S</Id><Acct><Id><IBAN>FR76 3000 6000 0112 3456 7890 189</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;
const ntry = (amount = '12.50', extra = '') =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-02-03</Dt></BookgDt><AcctSvcrRef>B1</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>A &amp; B</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Facture INV-0001</Ustrd></RmtInf></TxDtls></NtryDtls>${extra}</Ntry>`;

describe('camt.053', () => {
  it('reads an entry: amount, booking date, debtor (entities decoded), remittance text, bank reference, the IBAN without spaces', () => {
    const read = readCamt(camt('02', ntry()));
    expect(read.format).toBe('camt.053.001.02');
    expect(read.iban).toBe('FR7630006000011234567890189');
    expect(read.lines).toEqual([
      {
        date: '2026-02-03',
        amount: '12.5',
        currency: 'EUR',
        credit: true,
        booked: true,
        name: 'A & B',
        reference: 'Facture INV-0001',
        bankRef: 'B1',
      },
    ]);
  });

  it('refuses whole, naming where: a DOCTYPE, another message, an amount with a comma, too deep, broken XML', () => {
    expect(refusal(() => readCamt(camt('02', ntry(), '<!DOCTYPE x [<!ENTITY a "b">]>'))).message).toMatch(/DOCTYPE/);
    expect(refusal(() => readCamt(camt('02', ntry()).replace('camt.053', 'camt.052'))).message).toMatch(/camt\.053/);
    expect(refusal(() => readCamt(camt('02', ntry('12,50')))).message).toMatch(/Stmt\[1\]\/Ntry\[1\]\/Amt/);
    const deep = `${'<a>'.repeat(60)}${'</a>'.repeat(60)}`;
    expect(refusal(() => readCamt(camt('02', ntry(), '').replace('<Id>S</Id>', `<Id>S</Id>${deep}`))).message).toMatch(
      /too deep/,
    );
    expect(refusal(() => readCamt(camt('02', ntry()).slice(0, 300))).message).toMatch(/does not parse/);
  });

  it('refuses, before anything is queued, what no table key or camt schema holds: a long IBAN, a long structured reference, a date outside the range', () => {
    const long = camt('02', ntry()).replace('FR76 3000 6000 0112 3456 7890 189', `FR76${'1'.repeat(3000)}`);
    expect(refusal(() => readCamt(long)).details[0]?.field).toBe('Stmt[1]/Acct/Id/IBAN');
    const wrongDigits = camt('02', ntry()).replace('FR76 3000', 'FR77 3000');
    expect(refusal(() => readCamt(wrongDigits)).details[0]?.field).toBe('Stmt[1]/Acct/Id/IBAN');
    const strd = `<RmtInf><Strd><CdtrRefInf><Ref>${'R'.repeat(36)}</Ref></CdtrRefInf></Strd></RmtInf>`;
    const withStrd = camt('02', ntry().replace('<RmtInf><Ustrd>Facture INV-0001</Ustrd></RmtInf>', strd));
    expect(refusal(() => readCamt(withStrd)).details[0]?.field).toMatch(/CdtrRefInf\/Ref$/);
    for (const date of ['2026-02-31', '9999-12-31', '0000-01-01'])
      expect(refusal(() => readCamt(camt('02', ntry().replace('2026-02-03', date)))).details[0]?.field).toBe(
        'Stmt[1]/Ntry[1]/BookgDt',
      );
  });

  it('refuses more than 10,000 entries', () => {
    expect(refusal(() => readCamt(camt('08', ntry().repeat(10_001)))).message).toMatch(/more than 10000/);
  });
});

describe('CSV statements', () => {
  const header = 'Date,Amount,Currency,Name,Reference,BankRef';
  it('reads quoted fields, a negative amount as a debit, a row without BankRef', () => {
    expect(readCsv(`${header}\r\n2026-02-01,-3.00,EUR,"Dupont, Marie","Facture ""X""",\r\n`)).toEqual([
      {
        date: '2026-02-01',
        amount: '3',
        currency: 'EUR',
        credit: false,
        booked: true,
        name: 'Dupont, Marie',
        reference: 'Facture "X"',
        bankRef: '',
      },
    ]);
  });

  it('names the line of a bad row, the header being line 1', () => {
    const bad = `${header}\n2026-02-01,1.00,EUR,A,R,1\n2026-02-31,1.00,EUR,A,R,2\n`;
    expect(refusal(() => readCsv(bad)).details[0]?.field).toBe('line 3');
    expect(refusal(() => readCsv(`${header}\n2026-02-01,1.001,EUR,A,R,1\n`)).details[0]?.field).toBe('line 2');
    expect(refusal(() => readCsv(`${header}\n2026-02-01,1,XXX,A,R,1\n`)).message).toMatch(/ISO 4217/);
    expect(refusal(() => readCsv('Datum,Betrag\n')).details[0]?.field).toBe('line 1');
  });
});

describe('matching rules', () => {
  it('credits without a bank reference are told apart by their occurrence: two equal payments are two', () => {
    const line = {
      date: '2026-02-01',
      amount: '5',
      currency: 'EUR',
      credit: true,
      booked: true,
      name: 'A',
      reference: 'R',
      bankRef: '',
    };
    const [a, b, c] = claimsOf('FR76', [line, line, { ...line, bankRef: 'X' }], 10);
    expect(a!.claim).not.toBe(b!.claim);
    expect(a!.claim.replace(/\/1$/, '')).toBe(b!.claim.replace(/\/2$/, ''));
    expect(c).toMatchObject({ claim: 'bank/FR76/ref/X', entryId: 12, position: 2 });
  });

  it('Numbers are whole words of the text, trailing punctuation aside', () => {
    expect(numberWordsIn('Invoice INV-0003, March (INV-0004). "solde"')).toEqual([
      'Invoice',
      'INV-0003',
      'March',
      'INV-0004',
      'solde',
    ]);
  });

  it('the EPC text: fields in order, the beneficiary cut at 70 characters, nothing after the reference', () => {
    const text = epcText({
      bic: 'B',
      name: 'N'.repeat(80),
      iban: 'FR76',
      amount: '1.00',
      reference: 'RF18539007547034',
    });
    expect(text.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'B',
      'N'.repeat(70),
      'FR76',
      'EUR1.00',
      '',
      'RF18539007547034',
    ]);
    expect(epcText({ name: 'N', iban: 'FR76', amount: '1.00' }).endsWith('EUR1.00')).toBe(true);
  });
});

/** An account of the fakes, its owner, and how a statement's one credit of 100 EUR naming `reference` is imported. */
function accountWithCredits() {
  const fake = fakePorts();
  const deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  const owner = actingOwner('acct');
  const invoice = (General: object) =>
    createDocument(deps, owner, 'invoice', {
      Client: { ClientName: 'Buyer' },
      General: { DateIssue: '2026-02-01', DueDate: '2026-03-01', ...General },
      Items: [{ Description: 'Work', UnitRate: '100', Quantity: '1', VAT: '0' }],
    } as never);
  const credit = (reference: string) => {
    const line = {
      date: '2026-02-10',
      amount: '100',
      currency: 'EUR',
      credit: true,
      booked: true,
      name: 'Buyer',
      reference,
      bankRef: 'R1',
    };
    return importBatch(deps, { accountId: 'acct', statementId: 1, batch: 0, lines: claimsOf('FR76', [line], 1) });
  };
  return { deps, owner, invoice, credit };
}

describe('a credit that loses the race to another payment', () => {
  it('is unmatched as already_paid, as the invoice now says, not as an overpayment', async () => {
    const { deps, owner, invoice, credit } = accountWithCredits();
    const number = (await invoice({ Status: 'sent' })).General.Number;
    // The worker reads the invoice unpaid; the other payment lands right after that read.
    const get = deps.documents.get.bind(deps.documents);
    let raced = false;
    deps.documents.get = async (...args) => {
      const found = await get(...args);
      if (!raced && args[2] === number) {
        raced = true;
        await createPayment(deps, owner, { Invoice: number, Amount: '100', Method: 'bank_transfer' } as never);
      }
      return found;
    };
    const counts = await credit(number);
    expect(raced).toBe(true);
    expect(counts).toEqual({ matched: 0, unmatched: 1, duplicate: 0 });
    expect((await deps.bank.entry('acct', 1))?.reason).toBe('already_paid');
  });
});

describe('a credit whose text names an invoice by both its Numbers', () => {
  it('pays that one invoice (numbered at issue, its draft and issued Numbers are one invoice)', async () => {
    const { deps, owner, invoice, credit } = accountWithCredits();
    await updateProfile(deps, owner, { Numbering: 'at_issue' });
    const draft = (await invoice({})).General.Number;
    const issued = await updateDocument(deps, owner, 'invoice', draft, { General: { Status: 'sent' } });
    expect(await credit(`Facture ${issued.General.Number} (${draft})`)).toEqual({
      matched: 1,
      unmatched: 0,
      duplicate: 0,
    });
  });
});

describe('a statement queued again from its kept file', () => {
  it('leaves out the credits it set aside (returned transfers): the same credits, at the same places, as at its import', async () => {
    const fake = fakePorts();
    const deps = fake.ports;
    const csv =
      'Date,Amount,Currency,Name,Reference,BankRef\n2026-03-01,40.00,EUR,Bank,Return,L-1\n2026-03-02,9.00,EUR,Payer,Thanks,L-2\n';
    const key = 'files/acct/statements/1.csv';
    await deps.storedFiles.put(key, { type: 'text/csv', bytes: Buffer.from(csv, 'utf8') });
    const statement = {
      accountId: 'acct',
      statementId: 1,
      format: 'csv',
      iban: 'FR76',
      createdAt: Date.now(),
      createdBy: 1,
      entries: 2,
      credits: 1,
      ignored: 1,
      setAside: [0],
      matched: 0,
      unmatched: 0,
      duplicates: 0,
      batches: 1,
      batchesDone: 0,
      firstEntryId: 7,
      file: { key, type: 'text/csv' },
    };
    await deps.bank.createStatement(statement, Date.now());
    const work = { kind: 'statement' as const, accountId: 'acct', ref: '1', deadline: 0, sweeps: 1 };
    expect(await statementResumer.resume(deps, work)).toBe('queued');
    expect(fake.queued).toHaveLength(1);
    const { lines } = JSON.parse(fake.queued[0]!.message.body) as ImportBatch;
    expect(lines.map((l) => [l.bankRef, l.position, l.entryId])).toEqual([['L-2', 0, 7]]);
  });
});
