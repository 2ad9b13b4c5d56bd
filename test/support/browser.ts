import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium (`.ci/run` installs it when missing); playwright-core drives it, downloading nothing. */
const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

/** Whether a real browser is on this machine. */
export const hasBrowser = CHROMIUM !== undefined;

/**
 * A headless Chromium for the file's tests, and pages that record every console error,
 * uncaught exception, failed request and Content-Security-Policy violation, so a test can
 * require none.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  });
  afterAll(async () => browser?.close());

  return async (width: number, height = 900): Promise<{ page: Page; problems: string[] }> => {
    const page = await browser!.newPage({ viewport: { width, height } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    return { page, problems };
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical accessibility violations of the page, by axe-core (run where the page's CSP does not apply). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ bypassCSP: true });
  const copy = await context.newPage();
  await copy.setContent(html);
  await copy.addScriptTag({ content: axeSource });
  const violations = await copy.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } })
      .axe;
    return (await axe.run()).violations.map((v) => ({ id: v.id, impact: v.impact }));
  });
  await context.close();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
