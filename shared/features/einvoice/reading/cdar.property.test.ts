import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edited, xmlEdits } from '../../../../test/support/mutations.ts';
import { toCdar } from '../cdar.ts';
import { lifecycleReportOf, readCdar, UnreadableCdar } from './cdar.ts';

/**
 * A lifecycle message a platform sends, changed anywhere (an element emptied, removed, or given
 * any text), is read into a report the document can record, or refused as unreadable (and kept
 * aside: docs/api.md §20); nothing else escapes to fail a poll or answer a 5xx.
 */
const party = (siren: string, role: 'BY' | 'SE') => ({
  siren,
  name: 'Atelier',
  role,
  endpoint: { id: siren, scheme: '0225' },
});
const invoice = { number: 'INV-0001', typeCode: '380', issueDate: '2026-11-20', seller: { siren: '303265045' } };
const messages = [
  toCdar({
    id: 'M-1',
    at: new Date('2026-11-29T08:00:00Z'),
    status: '212',
    sender: party('303265045', 'SE'),
    recipient: party('732829320', 'BY'),
    invoice,
    amounts: [
      { code: 'MEN', amount: '120.00', currency: 'EUR', percent: '20' },
      { code: 'MEN', amount: '10.55', currency: 'EUR', percent: '5.5' },
    ],
  }),
  toCdar({
    id: 'M-2',
    at: new Date('2026-11-29T08:00:00Z'),
    status: '210',
    sender: party('732829320', 'BY'),
    recipient: party('303265045', 'SE'),
    invoice,
    reason: { code: 'DOUBLON', text: 'Déjà reçue' },
  }),
];

describe('reading any lifecycle message', () => {
  it('reads it into a report, or refuses it as unreadable', () => {
    fc.assert(
      fc.property(
        fc.nat(messages.length - 1),
        xmlEdits('20261399990000', '212', '999', 'MEN', 'DOUBLON'),
        (m, edits) => {
          const xml = edited(messages[m]!, edits);
          try {
            const report = lifecycleReportOf(readCdar(xml));
            if (report) expect(Number.isNaN(Date.parse(report.at))).toBe(false);
          } catch (error) {
            expect(error, String(error)).toBeInstanceOf(UnreadableCdar);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
