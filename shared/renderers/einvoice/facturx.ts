import { createHash } from 'node:crypto';
import type { PDFName as Name, PDFDocument } from 'pdf-lib';
import type { EInvoiceFacts } from '../../features/einvoice/facts.ts';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { xmlText } from '../../kernel/xml-write.ts';
import { srgbProfile } from '../pdf/srgb-profile.ts';

/** The Factur-X file name and the profile this service makes (Factur-X 1.0, EN 16931). */
export const FACTURX_FILE = 'factur-x.xml';

/** What made the file, in the document information and the XMP alike (PDF/A wants them equal). */
const PRODUCER = 'invoicing-api (pdf-lib)';

/** The XMP metadata of a Factur-X PDF/A-3: PDF/A identification, the document information mirrored, and the Factur-X extension schema. */
function xmp(author: string, title: string, when: Date): string {
  const date = when.toISOString();
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${xmlText(author)}</rdf:li></rdf:Seq></dc:creator>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${PRODUCER}</pdf:Producer>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas>
    <rdf:Bag>
     <rdf:li rdf:parseType="Resource">
      <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
      <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
      <pdfaSchema:prefix>fx</pdfaSchema:prefix>
      <pdfaSchema:property>
       <rdf:Seq>
        <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The name of the embedded XML document</pdfaProperty:description></rdf:li>
        <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The type of the hybrid document in capital letters, e.g. INVOICE or ORDER</pdfaProperty:description></rdf:li>
        <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the standard applying to the embedded XML document</pdfaProperty:description></rdf:li>
        <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded XML document</pdfaProperty:description></rdf:li>
       </rdf:Seq>
      </pdfaSchema:property>
     </rdf:li>
    </rdf:Bag>
   </pdfaExtension:schemas>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
   <fx:DocumentType>INVOICE</fx:DocumentType>
   <fx:DocumentFileName>${FACTURX_FILE}</fx:DocumentFileName>
   <fx:Version>1.0</fx:Version>
   <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The output condition the PDF's colours are meant for: sRGB, which is what its RGB values are. */
const SRGB = 'sRGB IEC61966-2.1';
let profile: Uint8Array | undefined;

/** PDF/A's output intent: the sRGB ICC profile (shared/renderers/pdf/srgb-profile.ts) as the destination profile. */
function addOutputIntent(pdf: PDFDocument): void {
  const { PDFName, PDFString } = pdfLib();
  profile ??= srgbProfile();
  const icc = pdf.context.register(pdf.context.flateStream(profile, { N: 3 }));
  const intent = pdf.context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB),
    Info: PDFString.of(SRGB),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: icc,
  });
  pdf.catalog.set(PDFName.of('OutputIntents'), pdf.context.obj([intent]));
}

/**
 * Makes a PDF a Factur-X PDF (profile EN 16931): the CII attached as `factur-x.xml` with
 * AFRelationship Alternative, listed in the catalog's /AF, the XMP metadata that says so, and
 * PDF/A's sRGB output intent. pdf-lib writes the file specification; the catalog's /AF,
 * /Metadata and /OutputIntents are set here.
 */
export async function embedFacturX(
  pdf: PDFDocument,
  cii: string,
  facts: EInvoiceFacts,
  title: string,
  when: Date,
): Promise<void> {
  const { AFRelationship, PDFArray, PDFHexString, PDFName } = pdfLib();
  await pdf.attach(new TextEncoder().encode(cii), FACTURX_FILE, {
    mimeType: 'text/xml',
    description: 'Factur-X invoice (EN 16931)',
    creationDate: when,
    modificationDate: when,
    afRelationship: AFRelationship.Alternative,
  });
  // pdf-lib embeds attachments on save; flush now so the file specification can be named in /AF.
  await pdf.flush();
  const names = pdf.catalog.lookup(PDFName.of('Names'));
  const files = names && (names as unknown as { lookup(n: Name): unknown }).lookup(PDFName.of('EmbeddedFiles'));
  const list = files && (files as unknown as { lookup(n: Name): unknown }).lookup(PDFName.of('Names'));
  const specs = list instanceof PDFArray ? list.asArray().filter((_, i) => i % 2 === 1) : [];
  pdf.catalog.set(PDFName.of('AF'), pdf.context.obj(specs));
  // The document information and the XMP say the same: title, author, dates, producer.
  pdf.setTitle(title);
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  // UTF-8 bytes: a string would be written one byte per character (é as 0xE9), which is not XML.
  const metadata = pdf.context.stream(
    new TextEncoder().encode(xmp(pdf.getAuthor() ?? facts.seller.name, title, when)),
    {
      Type: 'Metadata',
      Subtype: 'XML',
    },
  );
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));
  addOutputIntent(pdf);
  // PDF/A asks the trailer's file identifier: the same file makes the same one.
  const id = PDFHexString.of(createHash('md5').update(cii).update(title).update(when.toISOString()).digest('hex'));
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
}
