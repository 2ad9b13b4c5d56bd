import { XMLBuilder } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, xmlText, xmlWriter } from './xml-write.ts';

/** The builder as every writer made it before: the library's own entity step and paths. */
const libraryDefault = (attributeNamePrefix: string) =>
  new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix, suppressEmptyNode: true });

const awkward = `Dupont & Fils <"l'atelier"> &amp; ]]> é 日本`;

const sample = (p: string) => ({
  Invoice: {
    [`${p}xmlns`]: 'urn:x',
    'cbc:ID': awkward,
    'cbc:Note': ['first & second', "it's", 42, -0, 0, ''],
    'cbc:Amount': { [`${p}currencyID`]: `EUR"&'<>`, '#text': '1.50' },
    'cbc:Empty': {},
    'cbc:Missing': undefined,
    'cbc:Date': new Date(Date.UTC(2026, 10, 29)),
    'cac:Line': [
      { 'cbc:ID': 1, 'cbc:Name': awkward, 'cbc:Qty': { [`${p}unitCode`]: 'C62', '#text': 3 } },
      { 'cbc:ID': 2, 'cbc:Name': '<b>', 'cac:Item': { 'cbc:Description': 'a > b & c < d' } },
    ],
  },
});

describe('the shared XML writer', () => {
  it.each(['@_', '@'])('writes the bytes the library writes with its own escaping (prefix %s)', (prefix) => {
    const ours = xmlWriter(prefix).build(sample(prefix));
    expect(ours).toBe(libraryDefault(prefix).build(sample(prefix)));
    expect(ours).toContain('Dupont &amp; Fils &lt;&quot;l&apos;atelier&quot;&gt; &amp;amp; ]]&gt; é 日本');
    expect(ours).toContain('currencyID="EUR&quot;&amp;&apos;&lt;&gt;"');
  });

  it('escapes each special character once, in one pass', () => {
    expect(escapeXml(`&<>'"&amp;`)).toBe('&amp;&lt;&gt;&apos;&quot;&amp;amp;');
    expect(escapeXml('plain')).toBe('plain');
    expect(escapeXml(7)).toBe(7);
    expect(xmlText(awkward)).toBe('Dupont &amp; Fils &lt;&quot;l&apos;atelier&quot;&gt; &amp;amp; ]]&gt; é 日本');
  });
});
