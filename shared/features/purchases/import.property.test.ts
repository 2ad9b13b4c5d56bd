import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { edited, xmlEdits } from '../../../test/support/mutations.ts';
import { supplierUbl } from '../../../test/support/supplier-invoice.ts';
import { actingOwner } from '../../access/principal.ts';
import { Failure } from '../../kernel/errors.ts';
import { toCii } from '../../renderers/einvoice/cii.ts';
import { readXml } from '../einvoice/reading/index.ts';
import { importPurchase } from './import.ts';

/**
 * No supplier's file makes a 5xx (docs/api.md §18): a file changed anywhere (an element emptied,
 * removed, or given any text: a word where an amount goes, an amount past any bound) is imported
 * with its checks recorded, or refused with a 4xx naming why; nothing else escapes.
 */
const ubl = supplierUbl({
  number: 'F-1',
  siren: '303265045',
  vat: 'FR40303265045',
  iban: 'FR7630001007941234567890185',
  reference: 'RF18539007547034',
  lines: [
    { quantity: 10, price: '12.34', rate: 20 },
    { quantity: 1, price: '45.50', rate: 5.5 },
  ],
});
const files = [ubl, toCii(readXml(ubl).facts)];

describe('importing any supplier file', () => {
  it('imports it or refuses it with a 4xx, whatever its elements say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(files.length - 1),
        xmlEdits('Infinity', '0', '99999999999999999999.999999', '2026-02-30'),
        async (f, edits) => {
          const xml = edited(files[f]!, edits);
          const fake = fakePorts();
          fake.accounts.set('acct', { company: 'Acheteur', currency: 'EUR' });
          try {
            await importPurchase(fake.ports, actingOwner('acct'), { type: 'application/xml', bytes: Buffer.from(xml) });
          } catch (error) {
            expect(error, String(error)).toBeInstanceOf(Failure);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
