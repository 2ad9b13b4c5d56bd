import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Document } from '../shared/features/documents/model.ts';
import { presentDocument } from '../shared/features/documents/presentation.ts';
import { applyDocumentInput, newDocument } from '../shared/features/documents/rules.ts';
import { wordingFor } from '../shared/features/documents/wording.ts';
import type { Logo } from '../shared/features/profile/logo.ts';
import { readLogo } from '../shared/features/profile/logo-upload.ts';
import { withDefaults } from '../shared/features/profile/service.ts';
import { documentPdf } from '../shared/renderers/pdf/document.ts';
import { logoImage } from '../test/support/images.ts';
import { measure, quantile, type Row, round } from './support.ts';

/** A line in each script the PDFs print (docs/api.md §10). */
const SCRIPTS = [
  'Société Œuvre & Fils',
  'Ελληνικά έγγραφα',
  'Русская документация',
  '株式会社テスト 請求書',
  '上海贸易有限公司 发票',
  '한국어 청구서',
  'شركة الأمل للتجارة',
  'חברת אלפא בע״מ',
  'हिन्दी कंपनी प्राइवेट लिमिटेड',
  'บริษัท ไทย จำกัด',
];
const LATIN = SCRIPTS.map((_, i) => `Prestation de conseil numéro ${i}`);

/** A 20-line invoice whose buyer and lines are written in `texts`, with its PDF's inputs. */
export function scriptInvoice(texts: string[], logo?: Logo) {
  const doc0 = applyDocumentInput(
    newDocument('bench', 'invoice', Date.UTC(2026, 10, 24), 1, '2026-11-24'),
    {
      General: { Currency: 'EUR', DueDate: '2026-12-24' },
      Client: { ClientName: texts[3]! },
      Items: Array.from({ length: 20 }, (_, i) => ({
        Description: texts[i % texts.length]!,
        UnitRate: '10',
        Quantity: '1',
        VAT: '20',
      })),
    },
    {},
    true,
  );
  const doc: Document = { ...doc0, General: { ...doc0.General, Number: 'INV-0001', Status: 'sent' } };
  const words = wordingFor('fr');
  const profile = withDefaults({ LegalName: 'Atelier Exemple SAS', City: 'Paris', Country: 'FR' });
  return () =>
    documentPdf(
      doc,
      presentDocument(doc, { profile, company: 'A', currency: 'EUR', ...(logo ? { logo } : {}) }, words),
      words,
    );
}

/** What a PDF in every script may take warm: the 20-line Factur-X PDF's order (docs/performance.md). */
const WARM_TARGET_MS = 100;

/** The first PDF of a fresh process, in ms: what a cold function pays on its first file (fonts read and parsed). */
function firstPdf(kind: 'latin' | 'scripts'): number {
  const script = fileURLToPath(new URL('./first-pdf.ts', import.meta.url));
  return Number(execFileSync(process.execPath, ['--import', 'tsx', script, kind], { encoding: 'utf8' }).trim());
}

/**
 * Issue 29, item 3: the PDF with every script against the same invoice in Latin, warm (p50) and
 * as the first PDF of a fresh process (median of `runs`, taken in turns).
 */
export async function scriptPdfs(n: number, runs: number): Promise<Row[]> {
  // Warmed by one PDF first: the process's first is the second row's measure.
  const timed = async (make: () => Promise<unknown>) => {
    await make();
    return (await measure(n, make)).p50;
  };
  const scripts = await timed(scriptInvoice(SCRIPTS));
  const latin = await timed(scriptInvoice(LATIN));
  // The worst logo the profile keeps: 1024 pixels of noise, as large as a kept PNG may be.
  const withLogo = await timed(scriptInvoice(LATIN, readLogo('image/png', logoImage(1024, 1024, 'png', true))));
  const first = { latin: [] as number[], scripts: [] as number[] };
  for (let i = 0; i < runs; i += 1) {
    first.latin.push(firstPdf('latin'));
    first.scripts.push(firstPdf('scripts'));
  }
  const [coldLatin, coldScripts] = [quantile(first.latin, 0.5), quantile(first.scripts, 0.5)];
  return [
    {
      section: 'scripts',
      name: 'PDF of a 20-line invoice in ten scripts p50',
      value: round(scripts),
      floor: WARM_TARGET_MS,
      unit: 'ms',
      ratio: round(scripts / WARM_TARGET_MS),
      target: 1,
      note: `floor: the ${WARM_TARGET_MS} ms target; the same invoice in Latin: ${round(latin)} ms`,
    },
    {
      section: 'scripts',
      name: 'the first PDF of a fresh process, ten scripts (median)',
      value: round(coldScripts),
      floor: round(coldLatin),
      unit: 'ms',
      ratio: round(coldScripts / coldLatin),
      target: 2,
      note: 'floor: the first PDF of a fresh process in Latin (pdf-lib, fontkit and DejaVu loaded)',
    },
    {
      section: 'scripts',
      name: 'PDF of the Latin invoice with the worst kept logo p50',
      value: round(withLogo),
      floor: round(latin),
      unit: 'ms',
      ratio: round(withLogo / latin),
      target: 2,
      note: 'floor: the same PDF without a logo (the image is copied into the PDF, never decoded)',
    },
  ];
}

export { LATIN, SCRIPTS };
