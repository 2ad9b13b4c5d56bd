import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEInvoice } from '../../infra/local/einvoice-validator.ts';
import { logoImage } from '../support/images.ts';
import { interrupt, type LocalService, startService } from '../support/local-service.ts';

/** The address the README's tour is written for; the test's service listens on a free port instead. */
const README_ADDRESS = 'http://127.0.0.1:3000';

/** One step of the README's tour: its prose, and the shell lines of its code blocks. */
interface Step {
  prose: string;
  code: string;
}

/**
 * The tour's steps as the README writes them: the lines before the first numbered step, then one
 * step per number. A code block is a run of lines indented four spaces or more after a blank
 * line; the prose of a numbered step is indented three.
 */
function tourSteps(readme: string): Step[] {
  const section = readme.split('\n## A tour in five calls\n')[1]!.split('\n### ')[0]!;
  const steps: Step[] = [{ prose: '', code: '' }];
  let inCode = false;
  let previousBlank = false;
  for (const line of section.split('\n')) {
    const step = steps.at(-1)!;
    if (/^\d+\. /.test(line)) {
      steps.push({ prose: line, code: '' });
      inCode = false;
    } else if (line.trim() === '') {
      inCode = false;
    } else if (/^ {4,}\S/.test(line) && (inCode || previousBlank)) {
      step.code += `${line.trim()}\n`;
      inCode = true;
    } else {
      step.prose += ` ${line.trim()}`;
    }
    previousBlank = line.trim() === '';
  }
  return steps;
}

/** Runs the steps as one shell session (their variables carry over), and gives back each step's output. */
function runTour(steps: Step[], cwd: string, baseUrl: string): string[] {
  const marker = (i: number) => `@@ step ${i} @@`;
  const script = steps
    .map((step, i) => `${step.code.replaceAll(README_ADDRESS, baseUrl)}echo; echo '${marker(i)}'\n`)
    .join('');
  const output = execFileSync('bash', ['-e', '-c', script], { cwd, encoding: 'utf8', timeout: 60_000 });
  return steps.map((_, i) => {
    const start = i === 0 ? 0 : output.indexOf(marker(i - 1)) + marker(i - 1).length;
    return output.slice(start, output.indexOf(marker(i))).trim();
  });
}

describe("the README's tour", () => {
  const readme = readFileSync('README.md', 'utf8');
  const steps = tourSteps(readme);
  let service: LocalService;
  let cwd: string;
  let outputs: string[];

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-tour-data-'));
    service = await startService(dataDir, { INVOICING_QUIET: 'true' });
    // A newcomer's checkout: the tour reads `./.data/local.json` and uploads `logo.png` from where it runs.
    cwd = mkdtempSync(join(tmpdir(), 'invoicing-tour-'));
    symlinkSync(dataDir, join(cwd, '.data'));
    writeFileSync(join(cwd, 'logo.png'), logoImage());
    expect(
      steps
        .map((step) => step.code)
        .join('')
        .split(README_ADDRESS),
    ).toHaveLength(2);
    outputs = runTour(steps, cwd, service.baseUrl);
  }, 120_000);

  afterAll(async () => {
    if (service) await interrupt(service.child, 'SIGINT');
  });

  const owner = () => ({ authorization: `Bearer ${service.token}` });

  it('is five numbered steps after the variables, each with its commands', () => {
    expect(steps).toHaveLength(6);
    expect(steps[0]!.code).toContain('TOKEN=');
    for (const step of steps.slice(1)) expect(step.code).toMatch(/^curl /m);
  });

  it('answers each step as its text says', () => {
    expect(outputs[0]).toBe('');
    expect(JSON.parse(outputs[1]!)).toMatchObject({ LegalName: 'Atelier Lumière SARL', Country: 'FR' });
    for (const i of [2, 3, 4]) {
      const said = /answers `(Reference: [^`]+)`/.exec(steps[i]!.prose);
      expect(said, steps[i]!.prose).not.toBeNull();
      expect(outputs[i]).toBe(said![1]);
    }
  });

  it('leaves the client where step 2 says, and the invoice paid with the Total step 4 says', async () => {
    const location = /`Location: ([^`]+)`/.exec(steps[2]!.prose)![1]!;
    const client = await fetch(`${service.baseUrl}${location}`, { headers: owner() });
    expect(client.status).toBe(200);
    expect(await client.json()).toMatchObject({ Reference: 'ACME' });

    const stated = JSON.parse(`${/`Total` is then `(\{.*?),\.\.\.\}`/.exec(steps[4]!.prose)![1]!}}`);
    const invoice = await fetch(`${service.baseUrl}/api/document.svc/get/invoice/INV-0001`, { headers: owner() });
    const body = (await invoice.json()) as { General: { Status: string }; Total: Record<string, unknown> };
    expect(body.General.Status).toBe('paid');
    expect(body.Total).toMatchObject(stated);
  });

  it('gives step 5 a valid EN 16931 UBL, the Factur-X PDF and the logo', async () => {
    // The UBL, then what the logo's upload answers.
    const end = outputs[5]!.indexOf('</Invoice>') + '</Invoice>'.length;
    const ubl = outputs[5]!.slice(0, end);
    const validation = await validateEInvoice(ubl);
    expect(validation.fatal.map((f) => `${f.id}: ${f.text}`)).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(ubl).toContain('<cbc:ID>INV-0001</cbc:ID>');
    expect(readFileSync(join(cwd, 'INV-0001.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const logo = await fetch(`${service.baseUrl}/api/account/logo`, { headers: owner() });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(JSON.parse(outputs[5]!.slice(end))).toMatchObject({ Width: 120, Height: 40 });
  });
});
