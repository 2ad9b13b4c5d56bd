import { beforeAll, describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed.ts';
import { loadSigningKey } from './signing-key.ts';

beforeAll(() => loadSigningKey());

describe('sealed secrets (docs/api.md §20)', () => {
  it('opens under its own context only, holds no plain text, and differs each time', () => {
    const sealed = seal('the secret', 'einvoice-platform\u00001');
    expect(sealed).not.toContain('secret');
    expect(seal('the secret', 'einvoice-platform\u00001')).not.toBe(sealed);
    expect(unseal(sealed, 'einvoice-platform\u00001')).toBe('the secret');
    // Copied to another account: refused.
    expect(() => unseal(sealed, 'einvoice-platform\u00002')).toThrow();
    // Changed by one character: refused.
    const [v, iv, tag, data] = sealed.split('.');
    // The first character: all six of its bits are data (the last one's may be padding).
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => unseal([v, iv, tag, flipped].join('.'), 'einvoice-platform\u00001')).toThrow();
    expect(() => unseal('plain', 'einvoice-platform\u00001')).toThrow('Not a sealed value');
  });
});
