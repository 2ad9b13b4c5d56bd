/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Principal } from '../../access/principal.ts';
import type { Document } from '../documents/model.ts';
import type { Presentation } from '../documents/presentation.ts';
import type { Wording } from '../documents/wording.ts';
import type { EInvoiceFacts, Gap } from '../einvoice/facts.ts';
import type { Parties } from '../einvoice/service.ts';
import type { Stores } from '../ports.ts';
import type { Mail } from './mail.ts';

/** Sends an e-mail (locally: writes it to the outbox). */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

/** A document's PDF, and the e-invoice facts when it could be made. */
export interface DocumentFiles {
  pdf: Uint8Array;
  /** Set when the PDF is a Factur-X PDF: the facts its CII (and a UBL file) state. */
  facts?: EInvoiceFacts;
  /** Why an invoice's or credit note's PDF is a plain one: the rules its e-invoice misses. */
  gaps?: Gap[];
}

/** The files the domain attaches to an e-mail, made by the renderers (shared/renderers/writers.ts). */
export interface FilesPort {
  documentFiles(
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
    principal: Principal,
    doc: Document,
    wording?: Wording,
    known?: Parties,
  ): Promise<DocumentFiles>;
  salesTermsPdf(doc: Document, seller: string, words: Wording): Promise<Uint8Array>;
  toUbl(facts: EInvoiceFacts): Promise<string>;
  /** The HTML part of a document's e-mail (shared/renderers/page/mail.ts). */
  mailHtml(
    shown: Presentation,
    words: Wording,
    mail: { subject: string; text: string; link?: string },
  ): Promise<string>;
}
