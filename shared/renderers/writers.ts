import type { ArchiveWriters } from '../features/audit/port.ts';
import type { EInvoiceFacts } from '../features/einvoice/facts.ts';
import { frenchGaps } from '../features/einvoice/france.ts';
import type { FilesPort } from '../features/mailing/port.ts';
import { loadOnce } from '../kernel/load-once.ts';

/**
 * The costly writers, each loaded the first time it is used: pdf-lib with the fonts, the XML
 * builder, the e-invoice mappings. esbuild turns a dynamic import of a bundled module into one
 * evaluated on first call, so a cold start whose request makes no file (a 404, a refusal, a
 * send without attachments) never evaluates them: the heavy code runs only on the path that
 * needs it. Functions import the writers from here, never the modules themselves.
 */
const einvoiceFiles = loadOnce(() => import('./einvoice/files.ts'));
const documentPdfs = loadOnce(() => import('./pdf/document.ts'));
const statementPdfs = loadOnce(() => import('./pdf/statement.ts'));
const ubl = loadOnce(() => import('./einvoice/ubl.ts'));
const cii = loadOnce(() => import('./einvoice/cii.ts'));
const mail = loadOnce(() => import('./page/mail.ts'));

/** The document's PDF (Factur-X when its e-invoice can be made) and its e-invoice facts. */
export const documentFiles = async (
  ...args: Parameters<typeof import('./einvoice/files.ts').documentFiles>
): ReturnType<typeof import('./einvoice/files.ts').documentFiles> => (await einvoiceFiles()).documentFiles(...args);

/** The account's sales terms as a PDF. */
export const salesTermsPdf = async (
  ...args: Parameters<typeof import('./pdf/document.ts').salesTermsPdf>
): ReturnType<typeof import('./pdf/document.ts').salesTermsPdf> => (await documentPdfs()).salesTermsPdf(...args);

/** A client's statement of account as a PDF. */
export const statementPdf = async (
  ...args: Parameters<typeof import('./pdf/statement.ts').statementPdf>
): ReturnType<typeof import('./pdf/statement.ts').statementPdf> => (await statementPdfs()).statementPdf(...args);

/** UBL 2.1 of an e-invoice's facts. */
export const toUbl = async (facts: EInvoiceFacts): Promise<string> => (await ubl()).toUbl(facts);

/** The Peppol BIS 3.0 UBL of the facts. */
export const toPeppol = async (facts: EInvoiceFacts): Promise<string> => (await ubl()).toPeppol(facts);

/** CII D16B of an e-invoice's facts. */
export const toCii = async (facts: EInvoiceFacts): Promise<string> => (await cii()).toCii(facts);

/** The HTML part of a document's e-mail. */
export const mailHtml = async (
  ...args: Parameters<typeof import('./page/mail.ts').documentMailHtml>
): Promise<string> => (await mail()).documentMailHtml(...args);

/** The files port of the domain on these writers: what a send attaches, and its HTML part. */
export const documentWriters: FilesPort = { documentFiles, salesTermsPdf, toUbl, mailHtml };

/** What the archive writes an issued document's files with (docs/api.md §22). */
export const archiveWriters: ArchiveWriters = {
  async issuedFiles(deps, principal, doc) {
    const { pdf, facts } = await documentFiles(deps, principal, doc);
    // The UBL and CII the API serves: none when the French rules are not met (docs/api.md §17).
    if (!facts || frenchGaps(facts).length) return { pdf };
    return { pdf, ubl: await toUbl(facts), cii: await toCii(facts) };
  },
};
