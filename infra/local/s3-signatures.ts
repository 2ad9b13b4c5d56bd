import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCAL_CREDENTIALS } from './environment.ts';

/** The longest a pre-signed link may live, as S3 has it: 7 days. */
const MAX_EXPIRES_SECONDS = 604_800;

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** RFC 3986 encoding, as Signature Version 4 writes each query name and value. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20261126T101500Z` as epoch ms, or NaN. */
const amzTime = (text: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
};

type Pair = [string, string];
const AUTH_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];

/** A link's path and query pairs, and a query value by name ('' when absent). */
function linkOf(url: string) {
  const [path = '/', search = ''] = url.split('?', 2);
  const pairs = search
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2).map((part) => decodeURIComponent((part ?? '').replace(/\+/g, '%20'))) as Pair);
  return { path, pairs, param: (name: string) => valueIn(pairs, name) };
}
const valueIn = (pairs: Pair[], name: string) => pairs.find(([key]) => key === name)?.[1] ?? '';

/** A request header's value by its lower-case name ('' when absent). */
export type HeaderOf = (name: string) => string;

/** Signature Version 4 of a pre-signed request (its query's auth parameters but the signature included), hex. */
function signatureOf(method: string, path: string, pairs: Pair[], headerOf: HeaderOf, secret: string): string {
  const param = (name: string) => valueIn(pairs, name);
  const [, date = '', region = '', service = ''] = param('X-Amz-Credential').split('/');
  const signedHeaders = param('X-Amz-SignedHeaders').split(';').filter(Boolean);
  const canonicalQuery = pairs
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encode(key), encode(value)] as Pair)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    method,
    path,
    canonicalQuery,
    ...signedHeaders.map((name) => `${name}:${headerOf(name).trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders.join(';'),
    param('X-Amz-Content-Sha256') || 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', param('X-Amz-Date'), scope, sha256(canonicalRequest)].join('\n');
  const key = [region, service, 'aws4_request'].reduce((k, part) => hmac(k, part), hmac(`AWS4${secret}`, date));
  return hmac(key, toSign).toString('hex');
}

/**
 * The headers the service's links sign: the host always; an upload link its file's type and
 * size too, so that the bucket takes no other.
 */
const SIGNABLE_HEADERS = new Set(['host', 'content-type', 'content-length']);

/**
 * Why a pre-signed request fails as S3 would fail it, or undefined when its Signature Version 4
 * holds: the signature recomputed from the request with its signer's secret (`secretOf` its
 * access key), and the link within its `X-Amz-Expires` of its `X-Amz-Date`.
 */
export function presignedFault(
  method: string,
  url: string,
  headerOf: HeaderOf,
  secretOf: (accessKey: string) => string | undefined,
  now = Date.now(),
): string | undefined {
  const { path, pairs, param } = linkOf(url);
  if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'Only AWS4-HMAC-SHA256 is supported.';
  const [accessKey = '', date, , service, terminator] = param('X-Amz-Credential').split('/');
  const secret = secretOf(accessKey);
  if (secret === undefined || terminator !== 'aws4_request' || service !== 's3')
    return 'The AWS Access Key Id you provided does not exist in our records.';
  const signedAt = amzTime(param('X-Amz-Date'));
  const expires = Number(param('X-Amz-Expires'));
  if (Number.isNaN(signedAt) || !date || !param('X-Amz-Date').startsWith(date))
    return 'X-Amz-Date is not a date of the credential.';
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS)
    return 'X-Amz-Expires must be from 1 to 604800 seconds.';
  if (now > signedAt + expires * 1000) return 'Request has expired';
  const signed = param('X-Amz-SignedHeaders').split(';');
  if (!signed.includes('host') || !signed.every((name) => SIGNABLE_HEADERS.has(name)))
    return 'Only host, content-type and content-length may be signed.';
  const expected = Buffer.from(signatureOf(method, path, pairs, headerOf, secret));
  const given = Buffer.from(param('X-Amz-Signature'));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'The request signature we calculated does not match the signature you provided.';
}

/**
 * A pre-signed request signed again for another host and signer, for what remains of its life:
 * how the bundled runtime's guard hands a link it checked with its signer's key to the emulator,
 * which knows the local key only.
 */
export function presignedAgain(
  method: string,
  url: string,
  headerOf: HeaderOf,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now = Date.now(),
): string {
  const { path, pairs, param } = linkOf(url);
  const [, , region = 'us-east-1'] = param('X-Amz-Credential').split('/');
  const left = Math.max(
    1,
    Math.ceil((amzTime(param('X-Amz-Date')) + Number(param('X-Amz-Expires')) * 1000 - now) / 1000),
  );
  const amzDate = new Date(now).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const signed: Pair[] = [
    ...pairs.filter(([key]) => !AUTH_PARAMS.includes(key)),
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${amzDate.slice(0, 8)}/${region}/s3/aws4_request`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(left)],
    ['X-Amz-SignedHeaders', param('X-Amz-SignedHeaders')],
  ];
  signed.push(['X-Amz-Signature', signatureOf(method, path, signed, headerOf, credentials.secretAccessKey)]);
  return `${path}?${signed.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
}

/** S3's answer to a request signed both by its query and by an Authorization header. */
export const ONE_AUTH_MECHANISM =
  'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified';

/** A Node request's header by its lower-case name, as a signature reads it. */
export const headerOfRequest =
  (headers: Record<string, string | string[] | undefined>): HeaderOf =>
  (name) =>
    [headers[name] ?? ''].flat().join(',');

/** Whether a request of the emulator is one of S3's: SQS's come as POST to `/` (or a queue's path) with its protocol's headers. */
const isS3 = (request: FastifyRequest) =>
  !request.headers['x-amz-target'] &&
  !/^\/(\d{12}\/|queue\/|$|\?)/.test(request.url) &&
  !String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** S3's error answer: its status, and its code and message in XML. */
const s3Error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .header('content-type', 'application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);

/**
 * Makes the emulator's S3 as strict as S3 on what the exports rely on: a pre-signed link is
 * served only while its signature (with the local key) holds and it has not expired; any other
 * S3 request must carry a Signature Version 4 Authorization header. Unsigned: 403. (Header
 * signatures are not recomputed: only links reach the emulator from outside the service.)
 */
export function enforceS3Signatures(app: FastifyInstance): void {
  const local = (key: string) =>
    key === LOCAL_CREDENTIALS.accessKeyId ? LOCAL_CREDENTIALS.secretAccessKey : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!isS3(request)) return;
    if (/[?&]X-Amz-Signature=/.test(request.url)) {
      // As S3: a link and an Authorization header together are refused (a client that followed a
      // redirect to a link with the API's token still on would be), 400 InvalidArgument.
      if (request.headers.authorization) return s3Error(reply, 400, 'InvalidArgument', ONE_AUTH_MECHANISM);
      const fault = presignedFault(request.method, request.url, headerOfRequest(request.headers), local);
      if (fault)
        return s3Error(reply, 403, fault === 'Request has expired' ? 'AccessDenied' : 'SignatureDoesNotMatch', fault);
      return;
    }
    // A signed call of the SDK (the bundled runtime's guard has checked its signer's role).
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential='))
      return s3Error(reply, 403, 'AccessDenied', 'Access Denied');
  });
}
