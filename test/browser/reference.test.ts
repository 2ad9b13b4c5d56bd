import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';

const api = useApi();
const open = useBrowser();

describe.skipIf(!hasBrowser)('the API reference page in a real browser', () => {
  it('renders the OpenAPI document with no console error and nothing from another origin', async () => {
    const { page, problems } = await open(1280);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const answer = await page.goto(`${api.state.baseUrl}/api/docs`);
    expect(answer?.status()).toBe(200);
    const shows = (text: string) =>
      page.waitForFunction(
        (t) =>
          (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.includes(t),
        text,
        { timeout: 15_000 },
      );
    await shows('Create a client');
    await shows('Payments');
    expect(problems).toEqual([]);
    const foreign = requested.filter((url) => !url.startsWith(api.state.baseUrl) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
    await page.screenshot({ path: 'test-results/reference-1280.png' });
  });
});
