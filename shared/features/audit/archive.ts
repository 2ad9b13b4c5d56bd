import { actingOwner, type Principal } from '../../access/principal.ts';
import { notFound } from '../../kernel/errors.ts';
import { asIssued } from '../documents/issuing.ts';
import type { Document, DocumentType } from '../documents/model.ts';
import { getDocument } from '../documents/service.ts';
import { isIssued } from '../documents/settlement.ts';
import type { Ports, Stores } from '../ports.ts';
import { queueNames } from '../webhooks/queue-design.ts';
import type { ArchivedFile, ArchivePort, ArchiveWriters } from './port.ts';

/** What reaches the archive: the stores, the archive itself, and the writers of the files it keeps. */
export type ArchiveDeps<K extends keyof Stores = keyof Stores> = Pick<Stores, K> & {
  archive: ArchivePort;
  writers: ArchiveWriters;
};

/** The folder of an issued document's files in the archive: one per document, whatever its Number holds. */
export const archiveFolder = (doc: Pick<Document, 'accountId' | 'type' | 'createdAt' | 'General'>): string =>
  `${doc.accountId}/${doc.type}/${encodeURIComponent(doc.General.Number)}-${doc.createdAt}/`;

/** The media type of an archived file, by its name. */
export const archivedType = (name: string): string => (name.endsWith('.pdf') ? 'application/pdf' : 'application/xml');

/** The file written last to a document's archive folder: once it is there, the folder is whole. */
const ARCHIVE_COMPLETE = 'document.pdf';

/**
 * Archives an issued document's files (docs/api.md §22): its PDF (Factur-X when its e-invoice
 * can be made), and its UBL and CII when the API serves them; each written once, never over.
 * Safe to run again and at once: what is there stays.
 */
export async function archiveDocument(
  deps: ArchiveDeps<'accounts' | 'clients' | 'documents'>,
  doc: Document,
): Promise<void> {
  if (!isIssued(doc)) return;
  const issued = asIssued(doc);
  const { pdf, ubl, cii } = await deps.writers.issuedFiles(deps, actingOwner(doc.accountId), issued);
  const files: ArchivedFile[] = [];
  if (ubl) files.push({ name: 'document.ubl.xml', type: 'application/xml', bytes: Buffer.from(ubl, 'utf8') });
  if (cii) files.push({ name: 'document.cii.xml', type: 'application/xml', bytes: Buffer.from(cii, 'utf8') });
  const folder = archiveFolder(doc);
  await Promise.all(files.map((f) => deps.archive.keep(`${folder}${f.name}`, f)));
  // The PDF last: a folder that holds it holds every file of the issue, which listArchive relies on.
  await deps.archive.keep(`${folder}${ARCHIVE_COMPLETE}`, { type: 'application/pdf', bytes: pdf });
}

/** The issued document of the path, or 404: a draft, an estimate and another account's have no archive. */
async function archivedDocument(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
) {
  const doc = await getDocument(deps, principal, type, number);
  if (!isIssued(doc)) throw notFound(`An archive of the ${type} ${number}`);
  return doc;
}

/**
 * The names of an issued document's archived files. Its files are archived by the archive worker
 * right after the issue; one asked for before the worker has finished (its PDF, written last, not
 * there yet) is archived now, the same files.
 */
export async function listArchive(
  deps: ArchiveDeps<'accounts' | 'clients' | 'documents'>,
  principal: Principal,
  type: DocumentType,
  number: string,
): Promise<string[]> {
  const doc = await archivedDocument(deps, principal, type, number);
  const folder = archiveFolder(doc);
  const names = await deps.archive.names(folder);
  if (names.includes(ARCHIVE_COMPLETE)) return names;
  await archiveDocument(deps, doc);
  return deps.archive.names(folder);
}

/** One archived file of an issued document, as it was written. */
export async function archivedFile(
  deps: Pick<Stores, 'documents'> & { archive: ArchivePort },
  principal: Principal,
  type: DocumentType,
  number: string,
  name: string,
): Promise<{ type: string; bytes: Uint8Array }> {
  const doc = await archivedDocument(deps, principal, type, number);
  const file = name.includes('/') ? undefined : await deps.archive.get(`${archiveFolder(doc)}${name}`);
  if (!file) throw notFound(`The archived file ${name}`);
  return file;
}

/** One message of the archive queue: an issued document whose files are to be archived. */
export interface ArchiveMessage {
  accountId: string;
  type: DocumentType;
  number: string;
}

/**
 * The archive messages of the stream's changes: an invoice or credit note issued (new, or a
 * draft that became issued). A change the stream hands over twice queues twice; archiving is
 * write-once.
 */
export function archiveMessages(
  changes: { kind: string; tombstone?: boolean; next: Record<string, unknown>; before?: Record<string, unknown> }[],
): ArchiveMessage[] {
  const issued = (image?: Record<string, unknown>) =>
    image !== undefined && (image.type === 'invoice' || image.type === 'creditnote') && image.status !== 'draft';
  return changes
    .filter((c) => c.kind === 'document' && !c.tombstone && issued(c.next) && !issued(c.before))
    .map((c) => ({
      accountId: String(c.next.accountId),
      type: c.next.type as DocumentType,
      number: String(c.next.number),
    }));
}

/**
 * Sends the stream's archive messages to the worker that writes the account's files (the exports
 * queue's: an archive is a file job as an export is, docs/api.md §22).
 */
export async function queueArchive(deps: Pick<Ports, 'queue'>, changes: Parameters<typeof archiveMessages>[0]) {
  const messages = archiveMessages(changes);
  if (messages.length)
    await deps.queue.send(
      queueNames.exports,
      messages.map((archive) => ({ body: JSON.stringify({ archive }) })),
    );
}

/** The file worker's part of an archive message: its document, if it is issued, archived. */
export async function archiveFromMessage(
  deps: ArchiveDeps<'accounts' | 'clients' | 'documents'>,
  message: ArchiveMessage,
): Promise<void> {
  const doc = await deps.documents.get(message.accountId, message.type, message.number);
  if (doc) await archiveDocument(deps, doc);
}
