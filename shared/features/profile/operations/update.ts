import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { profileRecord } from '../present.ts';
import { profileInput } from '../schema.ts';
import { updateProfile } from '../service.ts';

/** Update the seller profile. */
export const accountProfileUpdate = apiOperation({
  name: 'account.profile-update',
  method: 'PUT',
  path: '/api/account/profile',
  handler: 'functions/profile/update.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Update the seller profile',
  tag: 'Account',
  input: profileInput,
  example: {
    LegalName: 'Atelier Exemple SAS',
    Address1: '12 rue de Rivoli',
    City: 'Paris',
    ZIPCode: '75004',
    Country: 'FR',
    VATIntra: 'FR40303265045',
    RegistrationId: '303265045',
    RegistrationScheme: '0002',
    IBAN: 'FR7630006000011234567890189',
    BIC: 'AGRIFRPP',
  },
  success: { kind: 'json', schema: answers.profile },
  run: async ({ principal, body }, deps: Pick<Stores, 'accounts'>) =>
    json(profileRecord(await updateProfile(deps, principal, parse(profileInput, body, 'The profile')))),
});
