import { describe, expect, it } from 'vitest';
import { decodeText, decodeXml } from './text-decoding.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('decodeXml', () => {
  it('reads the encoding the declaration names, UTF-8 without one', () => {
    expect(decodeXml(latin1('<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>'))).toContain('<a>é</a>');
    expect(decodeXml(Buffer.from('<a>é</a>', 'utf8'))).toBe('<a>é</a>');
  });

  it('a byte order mark wins over the declaration and is dropped', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('<?xml version="1.0" encoding="UTF-16"?><a>é</a>', 'utf16le'),
    ]);
    expect(decodeXml(utf16)).toBe('<?xml version="1.0" encoding="UTF-16"?><a>é</a>');
    expect(decodeXml(Buffer.from('\uFEFF<a>é</a>', 'utf8'))).toBe('<a>é</a>');
  });

  it('refuses bytes that are not the encoding declared, and an encoding it cannot read', () => {
    expect(() => decodeXml(latin1('<?xml version="1.0" encoding="UTF-8"?><a>é</a>'))).toThrow(/not utf-8 text/i);
    expect(() => decodeXml(latin1('<a>é</a>'))).toThrow(/not utf-8 text/i);
    expect(() => decodeXml(latin1('<?xml version="1.0" encoding="EBCDIC-X"?><a/>'))).toThrow(/EBCDIC-X/);
  });
});

describe('decodeText', () => {
  it('UTF-8 when the bytes are, Windows-1252 when they are not, the charset named when there is one', () => {
    expect(decodeText(Buffer.from('Société', 'utf8'))).toBe('Société');
    expect(decodeText(Buffer.from([0x80, 0x20, 0xe9]))).toBe('€ é');
    expect(decodeText(latin1('Société'), 'iso-8859-1')).toBe('Société');
    expect(() => decodeText(latin1('Société'), 'utf-8')).toThrow(/not utf-8 text/i);
  });
});

describe('Windows-1252', () => {
  it("gives its own characters for 0x80 to 0x9F, whatever Node's decoder gives", () => {
    expect(decodeText(Buffer.from([0x80, 0x92, 0x9c, 0x96, 0x81]))).toBe('€’œ–\u0081');
    expect(decodeXml(latin1('<?xml version="1.0" encoding="ISO-8859-1"?><a>\x80</a>'))).toContain('<a>€</a>');
  });
});
