/** The text of a PDF, page after page, as pdf.js reads it (what a reader's copy and search see), its spaces collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes the buffer it is given (it is no longer usable after).
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  // Items are joined by a space and some carry their own: one space between words, as a reader copies them.
  return text.replace(/\s+/g, ' ');
}
