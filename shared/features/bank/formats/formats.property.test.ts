import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edited, xmlEdits } from '../../../../test/support/mutations.ts';
import { Failure } from '../../../kernel/errors.ts';
import { decimal } from '../../../kernel/money.ts';
import type { StatementLine } from '../../bank-entries/model.ts';
import { readCamt } from './camt.ts';
import { readCsv } from './csv.ts';

/**
 * No bank statement makes a 5xx (docs/api.md §16): a camt.053 or camt.054 changed anywhere, or a
 * CSV with any cell, is read into lines whose amounts and dates the import can use, or refused
 * with a 4xx naming why; nothing else escapes.
 */
const entry = (amount: string, ind: string) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-02-03</Dt></BookgDt><ValDt><Dt>2026-02-03</Dt></ValDt><AcctSvcrRef>B1</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>RF18539007547034</EndToEndId></Refs><RltdPties><Dbtr><Nm>A &amp; B</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Facture INV-0001</Ustrd><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf><RtrInf><Rsn><Cd>AC04</Cd></Rsn></RtrInf></TxDtls></NtryDtls></Ntry>`;
const statements = ['053.001.02', '053.001.08', '054.001.08'].map((version) => {
  const root = version.startsWith('053') ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn';
  const block = version.startsWith('053') ? 'Stmt' : 'Ntfctn';
  return `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${version}"><${root}><GrpHdr><MsgId>M</MsgId></GrpHdr><${block}><Id>S</Id><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>${entry('12.50', 'CRDT')}${entry('3.10', 'DBIT')}</${block}></${root}></Document>`;
});

/** What the import does with a line's figures (its booked ones: the rest are ignored): a line it cannot use must not have been answered. */
const usable = (line: StatementLine) => {
  decimal(line.amount);
  if (line.booked) expect(line.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
};
const refusedOrUsed = (read: () => StatementLine[]) => {
  try {
    for (const line of read()) usable(line);
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(Failure);
  }
};

/** A CSV cell: any text, or what a bank's export gets wrong. */
const cell = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    '-1',
    '1e400',
    'Infinity',
    '0',
    '99999999999999999999.99',
    '2026-02-30',
    '03/02/2026',
  ),
);

describe('reading any bank statement', () => {
  it('camt: read into usable lines, or refused with a 4xx', () => {
    fc.assert(
      fc.property(
        fc.nat(statements.length - 1),
        xmlEdits('Infinity', '0', '99999999999999999999.99', '2026-02-30', 'CRDT'),
        (s, edits) => {
          const xml = edited(statements[s]!, edits);
          refusedOrUsed(() => readCamt(xml).lines);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('CSV: read into usable lines, or refused with a 4xx', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cell, cell, fc.constantFrom('EUR', 'USD', ''), cell, cell, cell), { maxLength: 4 }),
        (rows) => {
          const csv = [
            'Date,Amount,Currency,Name,Reference,BankRef',
            ...rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')),
          ].join('\n');
          refusedOrUsed(() => readCsv(csv));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
