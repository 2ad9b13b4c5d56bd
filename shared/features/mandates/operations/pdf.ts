import { pdfFile } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { mandatePdf } from '../../../renderers/pdf/mandate.ts';
import type { Stores } from '../../ports.ts';
import { getProfile } from '../../profile/service.ts';
import { authorisationText } from '../consent.ts';
import { mandateParams } from '../schema.ts';
import { getMandate } from '../service.ts';

/** A mandate as a PDF: what it states, and the consent as given. */
export const mandatesPdf = apiOperation({
  name: 'mandates.pdf',
  method: 'GET',
  path: '/api/mandate/pdf/{id}',
  handler: 'functions/mandates/pdf.ts',
  access: 'owner',
  body: 'none',
  makesPdf: true,
  table: read,
  summary: 'A SEPA Direct Debit mandate as a PDF: what it states, and the consent as the payer gave it',
  tag: 'Direct debit',
  params: mandateParams,
  success: { kind: 'pdf' },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'mandates'>) => {
    const { id } = parse(mandateParams, params, 'The path');
    const [mandate, profile] = await Promise.all([getMandate(deps, principal, id), getProfile(deps, principal)]);
    const name = profile.LegalName || principal.company;
    const creditor = {
      name,
      address: [
        profile.Address1,
        profile.Address2,
        `${profile.ZIPCode} ${profile.City}`.trim(),
        profile.Country,
      ].filter(Boolean),
      creditorId: profile.CreditorId,
    };
    return pdfFile(await mandatePdf(mandate, creditor, authorisationText(name, 'fr')), `${mandate.RUM}.pdf`);
  },
});
