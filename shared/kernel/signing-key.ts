import { config } from './config.ts';

let loaded: Buffer | undefined;

/**
 * Loads the key that signs list cursors, share tokens and page forms, once per process: from
 * Secrets Manager when deployed (the secret never sits in a function's environment or
 * configuration), from the environment locally. The functions whose
 * operations say `usesSigningKey` load it before their handler runs.
 */
export async function loadSigningKey(): Promise<void> {
  if (loaded) return;
  const local = config.signingKeyInEnvironment;
  if (local) {
    loaded = Buffer.from(local, 'base64');
    return;
  }
  loaded = Buffer.from(await fromSecretsExtension(config.signingKeySecret), 'base64');
}

/**
 * A secret through the AWS Parameters and Secrets Lambda Extension (the stack adds it to the
 * functions that sign): one local HTTP call the extension answers from its cache, no Secrets
 * Manager client in any bundle, so no cold start pays for one.
 */
async function fromSecretsExtension(secretId: string): Promise<string> {
  const url = `http://localhost:${config.secretsExtensionPort}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  const answer = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': config.awsSessionToken } });
  if (!answer.ok) throw new Error(`The secrets extension answered ${answer.status}`);
  const { SecretString } = (await answer.json()) as { SecretString?: string };
  if (!SecretString) throw new Error('The signing key secret is empty');
  return SecretString;
}

/** The signing key; loaded first by `loadSigningKey` (an operation that signs says `usesSigningKey`). */
export function signingKey(): Buffer {
  if (!loaded)
    throw new Error('The signing key is not loaded: give the operation usesSigningKey in shared/operations.ts');
  return loaded;
}
