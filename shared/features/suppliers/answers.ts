/**
 * The suppliers feature's answers as schemas, for the API description: what its presenters give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, number, text } from '../../kernel/answers.ts';

/** A supplier (get and list). */
export const supplier = component(
  'Supplier',
  z.object({
    supplier_id: number,
    Name: text,
    Company: z.object({ CompanyName: text, VATIntra: text }),
    RegistrationId: text,
    RegistrationScheme: text,
    ElectronicAddress: text,
    ElectronicAddressScheme: text,
    IBAN: text,
    BIC: text,
    Country: text,
    Currency: text,
    DefaultCategory: text,
    Purchases: number,
    CreateDate: dateTime,
  }),
);
