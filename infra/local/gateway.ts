import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { log } from '../../shared/kernel/log.ts';
import { API_TIMEOUT_SECONDS, type Operation, routeKeyOf, routePattern } from '../../shared/kernel/operation.ts';
import { unmatchedRoute } from '../../shared/operations.ts';
import { LOCAL_ACCOUNT } from './environment.ts';
import { type FunctionRuntime, invoke, LambdaTimeout, lambdaContext } from './lambda.ts';

/** API Gateway's own limits: a 10 MB payload, and 30 s for an integration to answer. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 30_000;
/**
 * Lambda's limit on a synchronous invocation's request: the whole event as JSON, a binary body in
 * base64 (a third larger) included. Deployed, a request past it never reaches the function.
 */
const MAX_INVOCATION_BYTES = 6 * 1024 * 1024;
/** Below this a body cannot take the event past Lambda's limit (headers are 16 KiB at most): not measured. */
const SURELY_SMALL_BODY = 4 * 1024 * 1024;

/**
 * Whether an event, or a function's answer, is more than Lambda takes or gives in one synchronous
 * invocation (the same 6 MB each way).
 */
const pastLambdaLimit = (payload: { body?: string }): boolean =>
  (payload.body?.length ?? 0) > SURELY_SMALL_BODY && Buffer.byteLength(JSON.stringify(payload)) > MAX_INVOCATION_BYTES;

/** What Lambda makes of an answer past its limit: the invocation's error, a 5xx for the caller. */
class AnswerTooLarge extends Error {}

interface Route {
  op: Operation;
  pattern: RegExp;
  params: string[];
}

const compile = (op: Operation): Route => ({ op, ...routePattern(op.path) });

const TEXT_TYPES = /^(text\/|application\/(json|xml|x-www-form-urlencoded|javascript)|[^;]*\+(json|xml))/i;

const gatewayError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { code, message } }));
};

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_PAYLOAD_BYTES ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The HTTP API (payload 2.0) event API Gateway would send for this request (`$default` when no route matches). */
function toEvent(
  req: IncomingMessage,
  route: Route | undefined,
  values: string[],
  path: string,
  rawQuery: string,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-proto'] ??= 'http';
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQuery))
    query[name] = name in query ? `${query[name]},${value}` : value;
  const params = route?.params ?? [];
  const pathParameters = Object.fromEntries(params.map((name, i) => [name, values[i]!]));
  // Text as a string only when it is UTF-8 (a Latin-1 CSV or XML keeps its bytes, base64, for the
  // function to decode as it declares), as API Gateway must to hand the event over as JSON.
  const isText = body.length === 0 || (TEXT_TYPES.test(headers['content-type'] ?? '') && isUtf8(body));
  const now = new Date();
  const routeKey = route ? routeKeyOf(route.op) : '$default';
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: rawQuery,
    ...(req.headers.cookie ? { cookies: req.headers.cookie.split(/;\s*/) } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(params.length ? { pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method!,
        path,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

/**
 * One line a request, for a person reading the console: method, path (a share link's token
 * hidden: it is the link's secret), status, milliseconds, the caller's account when the function
 * found one, and the request id of a 5xx, which its error line carries too.
 */
function requestLine(
  req: IncomingMessage,
  status: number,
  ms: number,
  context: Context | undefined,
  requestId: string,
) {
  const path = (req.url ?? '/').split('?')[0]!.replace(/^\/d\/[^/]+/, '/d/<token>');
  const account = (context as { principal?: { accountId?: string } } | undefined)?.principal?.accountId;
  return [
    req.method,
    path,
    status,
    `${Math.round(ms)} ms`,
    ...(account ? [`account ${account}`] : []),
    ...(status >= 500 && requestId ? [`request ${requestId}`] : []),
  ].join(' ');
}

/** One request and its answer, as the traffic recording keeps them (text bodies only). */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  requestType: string;
  request: string;
  responseType: string;
  response: string;
}

/**
 * Plays API Gateway (HTTP API): routes each request to its operation's own function with the
 * payload 2.0 event (what no route matches to the `$default` route's), and turns the result
 * back into an HTTP answer.
 */
export async function startGateway(
  operations: readonly Operation[],
  runtime: FunctionRuntime,
  port: number,
  host: string,
  /** Where one line per request goes (`npm start`'s console), if anywhere. */
  requestLog?: (line: string) => void,
  /** Where each exchange goes, whole, when the traffic is recorded (`INVOICING_RECORD_TRAFFIC`). */
  record?: (exchange: Exchange) => void,
): Promise<{ server: Server; baseUrl: string }> {
  const routes = operations.map(compile);
  const server = createServer(async (req, res) => {
    const started = performance.now();
    let context: Context | undefined;
    let requestId = '';
    if (requestLog)
      res.once('finish', () =>
        requestLog(requestLine(req, res.statusCode, performance.now() - started, context, requestId)),
      );
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      // API Gateway hands functions the decoded path; each segment is decoded on its own.
      let path: string;
      try {
        path = url.pathname.split('/').map(decodeURIComponent).join('/');
      } catch {
        return gatewayError(res, 400, 'bad_request', 'The path is not validly percent-encoded.');
      }
      let found: { route: Route; match: RegExpExecArray } | undefined;
      for (const route of routes) {
        if (route.op.method !== req.method) continue;
        const match = route.pattern.exec(url.pathname);
        if (match) {
          found = { route, match };
          break;
        }
      }
      // Routes match the encoded path, so an encoded `/` stays inside its parameter; the
      // parameters are then handed over decoded, as API Gateway does.
      const values = found ? found.match.slice(1).map(decodeURIComponent) : [];
      const body = await readBody(req);
      if (body === 'too-large')
        return gatewayError(res, 413, 'payload_too_large', 'The request body is larger than API Gateway accepts.');
      const event = toEvent(req, found?.route, values, path, url.search.slice(1), body);
      if (pastLambdaLimit(event))
        return gatewayError(
          res,
          413,
          'payload_too_large',
          'The request is larger than a function takes: 6 MB with its body, a file in base64 (about 4.4 MiB of PDF or image).',
        );
      const name = found?.route.op.name ?? unmatchedRoute.name;
      requestId = event.requestContext.requestId;
      // The function's own deadline, as Lambda gives it: it answers a moment before by itself, and
      // its work still running stops at its next call to the table (docs/api.md §6).
      context = lambdaContext(name, API_TIMEOUT_SECONDS * 1000);
      const result = await invoke<APIGatewayProxyStructuredResultV2>(
        await runtime.handlerOf(name),
        event,
        name,
        INTEGRATION_TIMEOUT_MS,
        context,
      );
      if (pastLambdaLimit(result)) throw new AnswerTooLarge(`${name} answered more than Lambda's 6 MB`);
      writeResult(res, result);
      record?.({
        method: req.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        status: result.statusCode ?? 200,
        requestType: String(req.headers['content-type'] ?? ''),
        request: body.toString('utf8'),
        responseType: String(
          Object.entries(result.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '',
        ),
        response: result.isBase64Encoded ? '' : (result.body ?? ''),
      });
    } catch (error) {
      if (error instanceof LambdaTimeout)
        return gatewayError(res, 503, 'service_unavailable', 'The operation did not answer in time.');
      log.error('gateway: the function failed', error);
      gatewayError(res, 500, 'internal_error', 'Internal Server Error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}` };
}
