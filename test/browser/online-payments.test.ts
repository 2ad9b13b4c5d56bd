import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalProvider, storedKeys } from '../../infra/local/provider.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { accessibilityProblems, hasBrowser, useBrowser } from '../support/browser.ts';
import { eventually } from '../support/wait.ts';

/**
 * Paying on the client page in a real browser (docs/api.md §19): Pay, on to the stand-in
 * provider's hosted checkout, paid, back to the page; and the mandate signed on the page. No
 * console error, no CSP violation, no serious accessibility problem on the way.
 */
const api = useApi();
const open = useBrowser();
let provider: Awaited<ReturnType<typeof startLocalProvider>>;
let call: Caller;

beforeAll(async () => {
  await loadSigningKey();
  provider = await startLocalProvider(storedKeys, () => `${api.state.baseUrl}/api/provider/webhook/stripe`);
  process.env.PAYMENT_PROVIDER_URL = provider.url;
  call = api.as((await newAccount('Browser pay')).token);
  await call('PUT', '/api/account/profile', {
    json: { LegalName: 'Atelier Exemple SARL', IBAN: 'FR7630006000011234567890189', CreditorId: 'FR72ZZZ123456' },
  });
  await call('PUT', '/api/account/payments', {
    json: {
      Provider: 'stripe',
      PublishableKey: 'pk_test_b',
      SecretKey: 'sk_test_browser',
      WebhookSecret: 'whsec_browser',
    },
  });
});
afterAll(async () => {
  process.env.PAYMENT_PROVIDER_URL = 'http://127.0.0.1:9';
  await provider.close();
});

/** An issued invoice of a French client, shared: its page's address and Number. */
async function sharedInvoice(): Promise<{ url: string; number: string }> {
  const reference = `PAY-${Date.now()}`;
  await call('POST', '/api/client/create', {
    json: { Reference: reference, Culture: 'fr-FR', Company: { CompanyName: 'Client Payeur SARL' } },
  });
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { Status: 'sent' },
      Client: { Reference: reference },
      Items: [{ Description: 'Prestation', UnitRate: 100, Quantity: 1, VAT: 20 }],
    },
  });
  const number = made.text.replace('Reference: ', '');
  const shared = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
  return { url: shared.json.url, number };
}

describe.skipIf(!hasBrowser)('paying on the client page in a real browser', () => {
  it('Pay leads to the hosted checkout; paid by card, the page says so', async () => {
    const { url, number } = await sharedInvoice();
    const { page, problems } = await open(1280);
    await page.goto(url);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Payer en ligne' }).click();
    await page.waitForURL(/\/pay\/cs_/);
    await page.getByRole('button', { name: /^Pay .* by card$/ }).click();
    await page.getByText('Payment succeeded').waitFor();
    await eventually(
      async () => (await call('GET', `/api/document.svc/get/invoice/${number}`)).json.General.Status === 'paid',
      'the invoice paid',
    );
    await page.getByRole('link', { name: 'Back to the invoice' }).click();
    await page.waitForURL(new RegExp(`${new URL(url).pathname}\\?paid=1$`));
    expect(await page.locator('body').innerText()).toContain('Payée');
    expect(await page.getByRole('link', { name: 'Payer en ligne' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('signs a SEPA mandate on the page: the form, the consent, then the mandate shown', async () => {
    const { url } = await sharedInvoice();
    const { page, problems } = await open(390);
    await page.goto(url);
    await page.getByLabel('Titulaire du compte').fill('Client Payeur SARL');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel(/vous autorisez \(A\) Atelier Exemple SARL/).check();
    await page.getByRole('button', { name: 'Signer le mandat' }).click();
    await page.getByText(/Mandat signé : RUM-/).waitFor();
    expect(await page.getByLabel('IBAN').count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
