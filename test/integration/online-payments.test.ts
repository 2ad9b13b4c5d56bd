import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { newAccount, useApi } from '../support/api.ts';

/** The account's payment provider (docs/api.md §19): its secrets sealed, never answered. */
const api = useApi();
beforeAll(() => loadSigningKey());

const keysOf = () => ({
  Provider: 'stripe',
  PublishableKey: `pk_test_${Math.random().toString(36).slice(2)}`,
  SecretKey: `sk_test_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`,
  WebhookSecret: `whsec_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`,
});

describe("the account's payment provider", () => {
  it('is kept with its secrets sealed: answered without them, not in plain text in the table; a bad Provider is 400 and changes nothing', async () => {
    const account = await newAccount('Provider');
    const call = api.as(account.token);
    expect((await call('GET', '/api/account/payments')).status).toBe(404);
    const given = keysOf();
    const put = await call('PUT', '/api/account/payments', { json: given });
    expect(put.status, put.text).toBe(200);
    const got = await call('GET', '/api/account/payments');
    expect(got.json).toMatchObject({
      Provider: 'stripe',
      PublishableKey: given.PublishableKey,
      HasSecretKey: true,
      HasWebhookSecret: true,
    });
    for (const text of [put.text, got.text]) {
      expect(text).not.toContain(given.SecretKey);
      expect(text).not.toContain(given.WebhookSecret);
    }
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: keys.providerSettings(account.accountId) }),
    );
    const raw = JSON.stringify(Item);
    expect(raw).not.toContain(given.SecretKey.slice(8));
    expect(raw).not.toContain(given.WebhookSecret.slice(6));
    for (const bad of [
      { ...keysOf(), Provider: undefined },
      { ...keysOf(), Provider: 'no-such-provider' },
      { ...keysOf(), SecretKey: '' },
    ]) {
      const res = await call('PUT', '/api/account/payments', { json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', '/api/account/payments')).json.PublishableKey).toBe(given.PublishableKey);
  });
});
