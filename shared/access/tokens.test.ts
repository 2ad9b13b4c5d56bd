import { describe, expect, it } from 'vitest';
import { hashToken, newToken, tokenFromHeader } from './tokens.ts';

describe('tokens', () => {
  it('reads Bearer, OAuth and Basic (token as user name), any case', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer abc')).toBe('abc');
    expect(tokenFromHeader('OAuth abc')).toBe('abc');
    expect(tokenFromHeader(`Basic ${Buffer.from('abc:X').toString('base64')}`)).toBe('abc');
    expect(tokenFromHeader(`Basic ${Buffer.from('abc').toString('base64')}`)).toBe('abc');
  });

  it('reads nothing from other schemes or malformed headers', () => {
    for (const header of [
      undefined,
      '',
      'abc',
      'Digest abc',
      'Bearer',
      'Bearer a b',
      `Basic ${Buffer.from(':pw').toString('base64')}`,
    ]) {
      expect(tokenFromHeader(header)).toBeUndefined();
    }
  });

  it('makes long random tokens and stores only a hash that does not contain them', () => {
    const a = newToken();
    const b = newToken();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^inv_[A-Za-z0-9_-]{43}$/);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a.slice(4, 20));
  });
});
