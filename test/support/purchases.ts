import type { Principal } from '../../shared/access/principal.ts';
import type { Ports } from '../../shared/features/ports.ts';
import { importPurchase } from '../../shared/features/purchases/import.ts';
import { supplierUbl } from './supplier-invoice.ts';

/** The supplier of the purchases unit tests: its SIREN and the IBAN it is paid on. */
export const SUPPLIER = { siren: '303265045', iban: 'FR7630001007941234567890185' };

/** A file as the import takes it: XML text. */
export const xml = (text: string) => ({ type: 'application/xml', bytes: Buffer.from(text, 'utf8') });

/** Imports a supplier's invoice of 120.00, or with `credit` a credit note of 12.00 naming that invoice Number: its purchase_id. */
export const importedInto =
  (deps: Ports, owner: Principal) =>
  async (number: string, credit?: string): Promise<number> =>
    (
      await importPurchase(
        deps,
        owner,
        xml(
          supplierUbl({
            number,
            ...SUPPLIER,
            ...(credit ? { credit: true, corrects: credit } : {}),
            lines: [{ quantity: 1, price: credit ? '10.00' : '100.00', rate: 20 }],
          }),
        ),
      )
    ).purchaseId;
