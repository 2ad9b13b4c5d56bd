import { pad } from './parts.ts';

/** The keys of the suppliers feature's items (docs/data-model.md). */
export const suppliersKeys = {
  supplier: (accountId: string, supplierId: number) => ({ PK: `A#${accountId}`, SK: `SUP#${pad(supplierId)}` }),
  /** GSI1: the account's suppliers, oldest first. */
  supplierList: (accountId: string, supplierId: number) => ({
    GSI1PK: `A#${accountId}#SUPS`,
    GSI1SK: pad(supplierId),
  }),
  /** A supplier's SIREN or VAT number, held by one supplier of the account: finds it, and keeps it unique. */
  supplierClaim: (accountId: string, kind: 'siren' | 'vat', value: string) => ({
    PK: `A#${accountId}`,
    SK: `SUPCLAIM#${kind}#${value}`,
  }),
};
