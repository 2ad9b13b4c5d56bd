import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { accessibilityProblems, hasBrowser, useBrowser } from '../support/browser.ts';

const api = useApi();
const open = useBrowser();
let call: Caller;

/** A document of the given type, sent (so it can be shared), and its page's address. */
async function sharedPage(type: 'invoice' | 'estimate', culture: string): Promise<{ url: string; number: string }> {
  const reference = `PAGE-${type}-${culture}-${Date.now()}`;
  expect(
    (
      await call('POST', '/api/client/create', {
        json: { Reference: reference, Culture: culture, Company: { CompanyName: `Client ${culture}` } },
      })
    ).status,
  ).toBe(200);
  const made = await call('POST', `/api/document.svc/create/${type}`, {
    json: {
      Client: { Reference: reference, ContactName: 'Claire Client', ContactAddress: '1 Main Street\nLyon' },
      Items: [
        { Description: 'Audit annuel <b>not bold</b>', UnitRate: 400, Quantity: 2, VAT: 20 },
        { Description: 'Livres', UnitRate: 12.5, Quantity: 3, VAT: 5.5 },
      ],
    },
  });
  const number = made.text.replace('Reference: ', '');
  const path = `${type}/${encodeURIComponent(number)}`;
  expect(
    (await call('PUT', `/api/document.svc/update/${path}`, { json: { General: { Status: 'sent' } } })).status,
  ).toBe(200);
  const shared = await call('PUT', `/api/document.svc/action/share/${path}`);
  expect(shared.status, shared.text).toBe(200);
  return { url: shared.json.url, number };
}

beforeAll(async () => {
  call = api.as((await newAccount('Page')).token);
  await call('PUT', '/api/account/profile', { json: { LegalName: 'Atelier Exemple SARL', TradeName: 'Atelier' } });
});

describe.skipIf(!hasBrowser)('the document page in a real browser', () => {
  for (const width of [360, 1280]) {
    it(`shows an invoice at ${width} px: no console error, no CSP violation, nothing wider than the screen`, async () => {
      const { url, number } = await sharedPage('invoice', 'fr');
      const { page, problems } = await open(width);
      expect((await page.goto(url))?.status()).toBe(200);
      const text = await page.locator('body').innerText();
      expect(text).toContain(number);
      expect(text).toContain('Facture');
      expect(text).toContain('Audit annuel <b>not bold</b>');
      expect(text).toContain('Atelier Exemple SARL');
      const overflow = await page.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document;
        return root.documentElement.scrollWidth;
      });
      expect(overflow).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/document-page-invoice-${width}.png`, fullPage: true });
      expect(problems).toEqual([]);
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }

  it('shows every column of the lines at 390 px, each cell on the screen and labelled, none behind a scroll', async () => {
    const { url } = await sharedPage('invoice', 'de');
    const { page, problems } = await open(390);
    await page.goto(url);
    const cells = await page.evaluate(() => {
      type Box = { left: number; right: number; width: number };
      type Cell = {
        getBoundingClientRect(): Box;
        textContent: string | null;
        getAttribute(name: string): string | null;
      };
      const doc = (
        globalThis as unknown as {
          document: {
            querySelectorAll(s: string): Cell[];
            querySelector(s: string): { scrollWidth: number; clientWidth: number };
          };
        }
      ).document;
      const scroller = doc.querySelector('.table');
      return {
        hidden: scroller.scrollWidth - scroller.clientWidth,
        cells: [...doc.querySelectorAll('table.lines tbody td')].map((td) => {
          const box = td.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            width: box.width,
            label: td.getAttribute('data-label'),
            text: td.textContent,
          };
        }),
      };
    });
    expect(cells.hidden).toBeLessThanOrEqual(0);
    expect(cells.cells.length).toBeGreaterThanOrEqual(5);
    for (const cell of cells.cells) {
      expect(cell.left, JSON.stringify(cell)).toBeGreaterThanOrEqual(0);
      expect(cell.right, JSON.stringify(cell)).toBeLessThanOrEqual(390);
      expect(cell.width, JSON.stringify(cell)).toBeGreaterThan(0);
    }
    // The numbers say what they are: each carries its column's name.
    expect(cells.cells.filter((c) => c.label).map((c) => c.label)).toContain('Menge');
    await page.screenshot({ path: 'test-results/document-page-invoice-390.png', fullPage: true });
    expect(problems).toEqual([]);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('accepts an estimate by clicking, and the status changes', async () => {
    const { url, number } = await sharedPage('estimate', 'en');
    for (const width of [360, 1280]) {
      const { page, problems } = await open(width);
      await page.goto(url);
      await page.screenshot({ path: `test-results/document-page-estimate-${width}.png`, fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }
    const { page, problems } = await open(1280);
    await page.goto(url);
    expect(await accessibilityProblems(page)).toEqual([]);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/accept')),
      page.getByRole('button', { name: 'Accept the estimate' }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await page.waitForLoadState();
    expect(await page.locator('body').innerText()).toContain('You accepted this estimate.');
    expect(await page.getByRole('button', { name: 'Accept the estimate' }).count()).toBe(0);
    const got = await call('GET', `/api/document.svc/get/estimate/${encodeURIComponent(number)}`);
    expect(got.json.General.Status).toBe('accepted');
    expect(problems).toEqual([]);
  });

  it.skipIf(!hasBrowser)(
    'lays out a right-to-left name and line right to left, a left-to-right one as before',
    async () => {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          Client: { ClientName: 'شركة الأمل للتجارة' },
          Items: [
            { Description: 'חברת אלפא (ישראל)', UnitRate: 10, Quantity: 1, VAT: 20 },
            { Description: 'Conseil', UnitRate: 10, Quantity: 1, VAT: 20 },
          ],
        },
      });
      const path = `invoice/${encodeURIComponent(made.text.replace('Reference: ', ''))}`;
      await call('PUT', `/api/document.svc/update/${path}`, { json: { General: { Status: 'sent' } } });
      const shared = await call('PUT', `/api/document.svc/action/share/${path}`);
      const { page, problems } = await open(900);
      await page.goto(shared.json.url);
      const direction = (text: string) =>
        page
          .getByText(text, { exact: true })
          .evaluate(
            (element) =>
              (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(
                element,
              ).direction,
          );
      expect(await direction('شركة الأمل للتجارة')).toBe('rtl');
      expect(await direction('חברת אלפא (ישראל)')).toBe('rtl');
      expect(await direction('Conseil')).toBe('ltr');
      expect(problems).toEqual([]);
    },
  );
});
