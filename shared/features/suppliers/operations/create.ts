import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { supplierCreate } from '../schema.ts';
import { createSupplier } from '../service.ts';

/** Create a supplier. */
export const suppliersCreate = apiOperation({
  name: 'suppliers.create',
  method: 'POST',
  path: '/api/supplier/create',
  handler: 'functions/suppliers/create.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: 'Create a supplier',
  tag: 'Purchases',
  input: supplierCreate,
  example: {
    Name: 'Papeterie Martin',
    Company: { CompanyName: 'Papeterie Martin SARL', VATIntra: 'FR40303265045' },
    RegistrationId: '303265045',
    RegistrationScheme: '0002',
    IBAN: 'FR7630001007941234567890185',
    BIC: 'BDFEFRPP',
    Country: 'FR',
    Currency: 'EUR',
  },
  success: reference,
  errors: [409],
  run: async ({ principal, body }, deps: Pick<Stores, 'catalog' | 'sequences' | 'suppliers'>) => {
    const supplier = await createSupplier(deps, principal, parse(supplierCreate, body, 'The supplier'));
    return text(`Reference: ${supplier.supplierId}`, { location: `/api/supplier/get/${supplier.supplierId}` });
  },
});
