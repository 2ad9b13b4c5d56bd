import { decodeXml } from '../../../kernel/text-decoding.ts';
import { readBoundedXml, type XmlNode } from '../../../kernel/xml-read.ts';
import type { EInvoiceFacts } from '../facts.ts';
import { ciiFacts } from './cii.ts';
import { unreadable } from './errors.ts';
import { embeddedXml } from './pdf.ts';
import { ublFacts } from './ubl.ts';

/** The syntaxes read: UBL 2.1, CII D16B, and a Factur-X PDF (its CII). */
export type ReadSyntax = 'UBL' | 'CII' | 'Factur-X';

/** An e-invoice as read: its syntax, the XML read (a PDF's embedded one), and its facts. */
export interface ReadEInvoice {
  syntax: ReadSyntax;
  xml: string;
  facts: EInvoiceFacts;
}

/** How deep an e-invoice's elements may nest: UBL and CII need about 10 levels. */
const MAX_DEPTH = 40;

const roots: Record<string, { namespace: string; read: (root: XmlNode) => EInvoiceFacts; syntax: 'UBL' | 'CII' }> = {
  Invoice: {
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    read: (root) => ublFacts(root, false),
    syntax: 'UBL',
  },
  CreditNote: {
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
    read: (root) => ublFacts(root, true),
    syntax: 'UBL',
  },
  CrossIndustryInvoice: {
    namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
    read: ciiFacts,
    syntax: 'CII',
  },
};

/** The facts of an XML e-invoice: UBL Invoice or CreditNote, or CII; anything else is 400. */
export function readXml(xml: string): { syntax: 'UBL' | 'CII'; facts: EInvoiceFacts } {
  const text = xml.replace(/^\uFEFF/, '');
  const parsed = readBoundedXml(text, MAX_DEPTH, unreadable);
  const name = Object.keys(parsed).find((key) => !key.startsWith('?'));
  const root = name !== undefined ? (parsed[name] as XmlNode) : undefined;
  const known = name !== undefined ? roots[name] : undefined;
  // The parser drops namespace declarations: the root's are read from its start tag.
  const startTag = /<(?!\?|!)[^>]*>/.exec(text)?.[0] ?? '';
  const namespaces = [...startTag.matchAll(/\sxmlns(?::[\w.-]+)?\s*=\s*["']([^"']*)["']/g)].map((m) => m[1]);
  if (!known || typeof root !== 'object' || !namespaces.includes(known.namespace))
    throw unreadable(name ?? 'the root', 'is not a UBL 2.1 Invoice or CreditNote, nor a CII D16B CrossIndustryInvoice');
  return { syntax: known.syntax, facts: known.read(root!) };
}

/**
 * Reads a supplier's e-invoice as it came (docs/api.md §18): XML (UBL or CII) or a Factur-X PDF,
 * whose embedded CII is read. The same reading serves a file uploaded (its `text` as the request
 * gave it) and one the platform delivers (its bytes, in the encoding they declare).
 */
export async function readEInvoice(file: { type: string; bytes: Uint8Array; text?: string }): Promise<ReadEInvoice> {
  if (file.type === 'application/pdf') {
    const xml = await embeddedXml(file.bytes);
    const read = readXml(xml);
    return { syntax: read.syntax === 'CII' ? 'Factur-X' : read.syntax, xml, facts: read.facts };
  }
  const xml = file.text ?? decodeXml(file.bytes, unreadable);
  return { ...readXml(xml), xml };
}
