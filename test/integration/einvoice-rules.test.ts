import { describe, expect, it } from 'vitest';
import { RULE_SETS, type RuleSet, validateEInvoice } from '../../infra/local/einvoice-validator.ts';

const empty = {
  UBL: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
  CII: '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
};
// The Peppol rules of CII apply within a transaction: a bare one, its guideline not Peppol's.
const bareCii = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>x</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>1</ram:ID></rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeAgreement/><ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode></ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`;

describe('the official rules kept in infra/local/einvoicing-rules', () => {
  it('each rule set, in each syntax, finds what a bare invoice lacks', async () => {
    for (const ruleSet of Object.keys(RULE_SETS) as RuleSet[]) {
      for (const [syntax, xml] of Object.entries({ ...empty, CII: bareCii })) {
        const result = await validateEInvoice(xml, [ruleSet]);
        expect(result.syntax, `${ruleSet} ${syntax}`).toBe(syntax);
        expect(result.valid, `${ruleSet} ${syntax}`).toBe(false);
        expect(result.fatal.every((f) => f.ruleSet === ruleSet)).toBe(true);
        expect(result.fatal.length, `${ruleSet} ${syntax}`).toBeGreaterThan(0);
      }
    }
  });

  it('refuses what is neither UBL nor CII, and checks a CII against the D16B schema', async () => {
    expect((await validateEInvoice('<Order xmlns="urn:example"/>')).fatal[0]?.id).toBe('SYNTAX');
    const cii = await validateEInvoice(empty.CII);
    expect(cii.schemaErrors.length).toBeGreaterThan(0);
  });
});
