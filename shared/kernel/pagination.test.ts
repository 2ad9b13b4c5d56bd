import { beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../http/answers.ts';
import { Failure } from './errors.ts';
import { decodeCursor, encodeCursor, limitParam } from './pagination.ts';
import { loadSigningKey } from './signing-key.ts';

beforeAll(() => loadSigningKey());

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(Failure);
    expect(statusOf[(error as Failure).kind]).toBe(400);
    return;
  }
  throw new Error('the cursor was accepted');
};

describe('cursors', () => {
  const position = { PK: 'A#1', SK: 'CLIENT#000000000007', GSI1PK: 'A#1#CLIENTS#active', GSI1SK: '000000000007' };

  it('give back the position they were made from, for the same account and list', () => {
    const cursor = encodeCursor('acct', 'clients:active', position);
    expect(decodeCursor('acct', 'clients:active', cursor)).toEqual(position);
    expect(decodeCursor('acct', 'clients:active', undefined)).toBeUndefined();
  });

  it('are refused for another account or another list', () => {
    const cursor = encodeCursor('acct', 'clients:active', position);
    refused(() => decodeCursor('other', 'clients:active', cursor));
    refused(() => decodeCursor('acct', 'clients:deleted', cursor));
  });

  it('are refused when forged, tampered with or malformed', () => {
    const cursor = encodeCursor('acct', 'clients:active', position);
    const [payload, signature] = cursor.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ a: 'acct', l: 'clients:active', k: { ...position, GSI1SK: '000000000099' } }),
    ).toString('base64url');
    for (const bad of [
      '',
      'not-a-real-cursor{}',
      payload,
      `${forgedPayload}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}.${signature}.x`,
      `${payload}.`,
      'x'.repeat(5000),
    ]) {
      refused(() => decodeCursor('acct', 'clients:active', bad));
    }
  });
});

describe('limit', () => {
  it('defaults to 25, caps at 100, refuses what is not a positive whole number', () => {
    expect(limitParam.parse(undefined)).toBe(25);
    expect(limitParam.parse('5')).toBe(5);
    expect(limitParam.parse('100000')).toBe(100);
    for (const bad of ['0', '-1', '1.5', 'ten', '', '1e3']) expect(limitParam.safeParse(bad).success).toBe(false);
  });
});
