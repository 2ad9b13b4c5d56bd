/**
 * The vocabulary of an operation's declaration: what every layer may know of an operation
 * (its route, access rule, table actions, schemas and answer), without its code.
 */
import type * as z from 'zod/mini';

/** The HTTP methods the API answers. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** DynamoDB actions an operation's function may call on the table and its indexes. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'ConditionCheckItem';

/**
 * Who may call an operation (the spec's Authentication 4 and 5, docs/api.md §2).
 * - `owner`: the account's owner only; staff get 403.
 * - `staff`: the owner, and staff; the domain limits staff to the clients assigned to them.
 * - `staff-expenses`: the owner, and staff with the Expenses tab open.
 * - `staff-invoices`: the owner, and staff with the Invoices tab open (payments); the domain
 *   limits them to their assigned clients' invoices.
 * - `staff-document`: the owner, and staff with the tab of the path's document type open
 *   (Estimates or Invoices); the domain limits them to their assigned clients' documents.
 * - `public`: no credential (the API's description and the document page for clients).
 */
export type Access = 'owner' | 'staff' | 'staff-expenses' | 'staff-invoices' | 'staff-document' | 'public';

/**
 * One API operation, declared once: its route, handler, access rule, what its function may do,
 * and how the API description tells it (the schemas its function validates with, and its answer).
 * The CDK stack, the local gateway, the middleware and the OpenAPI document all read it.
 */
export interface Operation {
  /** Stable name, also the function's logical name: `clients.create`. */
  readonly name: string;
  readonly method: Method;
  /** API Gateway route path; `{param}` segments are path parameters. */
  readonly path: string;
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  /**
   * What the request body is; `none` ignores any body, `optional-json` takes JSON or nothing,
   * `xml` takes the xml-in request (and failures are answered in XML too), `file` a file of
   * one of the types of `accepts`, read whole as text (a bank statement).
   */
  readonly body: 'json' | 'optional-json' | 'xml' | 'file' | 'none';
  /** A `file` body's media types, and its size limit in bytes. */
  readonly accepts?: { readonly types: readonly string[]; readonly maxBytes: number };
  /** Outside the table, what the function reaches: `email` sends through SES. */
  readonly sends?: 'email';
  /** The function makes PDFs: its bundle carries the fonts they embed. */
  readonly makesPdf?: true;
  /** The function reads PDFs (a supplier's Factur-X): pdf-lib's own build is copied beside its bundle. */
  readonly readsPdf?: true;
  /** The function serves the reference page's renderer: its bundle carries the renderer's script. */
  readonly servesRenderer?: true;
  /**
   * The function signs or checks signatures (list cursors, share tokens, page forms): it loads
   * the signing key before its handler runs, and only these functions may read its secret.
   */
  readonly usesSigningKey?: true;
  /** Queues the function sends to, by name in shared/features/webhooks/queue-design.ts. */
  readonly sendsTo?: readonly string[];
  /** The export files' bucket: `read` hands out links to them, `write` writes them. */
  readonly exportFiles?: 'read' | 'write';
  /** The stored files of the stage's bucket (receipts, suppliers' invoices): `read` them, or `write` them too. */
  readonly storedFiles?: 'read' | 'write';
  /** The archive bucket (docs/api.md §22): `read` its files, or `write` new ones too (never over one). */
  readonly archive?: 'read' | 'write';
  readonly table: readonly TableAction[];
  readonly summary: string;
  /** The group the reference page shows it in. */
  readonly tag: string;
  /** The path's parameters, as the run parses them. */
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  /** The JSON body's schema. */
  readonly input?: z.ZodMiniType;
  /** A JSON body the operation takes, for the API description (a test parses each with `input`). */
  readonly example?: unknown;
  readonly success: Success;
  /** The 4xx statuses it can answer besides 400, 401, 403 and 429, which every API operation can. */
  readonly errors?: readonly number[];
}

/**
 * What an operation that only reads may do on the table. `BatchGetItem` reads by key what
 * `GetItem` reads, a hundred keys a call: granting both to every reader keeps the grants (and the
 * roles shared by functions of equal grants) fewer, and opens no item `GetItem` did not.
 */
export const read: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
/** What an operation that writes may do on the table. */
export const write: readonly TableAction[] = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'ConditionCheckItem',
];

/**
 * How long an API function may run (its Lambda timeout, within API Gateway's 30 s): it answers by
 * itself a moment before (shared/http/api-handler.ts), and the local gateway gives it the same.
 */
export const API_TIMEOUT_SECONDS = 15;

/** Whether an operation takes `Idempotency-Key` (docs/api.md §11: every POST and PUT). */
export const takesIdempotencyKey = (op: Pick<Operation, 'method' | 'access'>): boolean =>
  op.access !== 'public' && (op.method === 'POST' || op.method === 'PUT');

/** What keeping an idempotency record needs: take the key, read it, complete it, free it on failure. */
const idempotencyActions: TableAction[] = ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'];

/** API Gateway's route key of an operation: `GET /api/client/get/{id}`. */
export const routeKeyOf = (op: Pick<Operation, 'method' | 'path'>): string => `${op.method} ${op.path}`;

/** A route's path as a pattern: each `{param}` one path segment, as API Gateway matches it; the groups are the params. */
export function routePattern(path: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), params };
}

type Route = Pick<Operation, 'method' | 'path'>;

/** Each list of routes' patterns, made on the first path asked of it (a function answers many). */
const patternsOf = new WeakMap<readonly Route[], { method: Method; pattern: RegExp }[]>();

/** The methods some operation answers at a path (for 405's `Allow`): none when no route has the path. */
export function methodsAt(path: string, ops: readonly Route[]): Method[] {
  let patterns = patternsOf.get(ops);
  if (!patterns) {
    patterns = ops.map((op) => ({ method: op.method, pattern: routePattern(op.path).pattern }));
    patternsOf.set(ops, patterns);
  }
  return [...new Set(patterns.filter((route) => route.pattern.test(path)).map((route) => route.method))].sort();
}

/** Every table action an operation's function needs: its own, and its idempotency records'. */
export const tableActionsOf = (op: Pick<Operation, 'method' | 'access' | 'table'>): TableAction[] => [
  ...new Set([...op.table, ...(takesIdempotencyKey(op) ? idempotencyActions : [])]),
];

/** What an operation answers when it succeeds. */
export type Success =
  /** `Reference: <id>` as text, with a Location header to the new or changed record. */
  | { kind: 'reference' }
  /** `true` as text, or `True` where the spec spells it so (`word`); `located`: with a Location to the new record. */
  | { kind: 'true'; word?: 'True'; located?: true }
  | { kind: 'json'; schema: z.ZodMiniType }
  /** 202: taken, the work goes on; the record, with a Location to follow it. */
  | { kind: 'accepted'; schema: z.ZodMiniType }
  /** A page: a JSON array, with `Link: rel="next"` and `X-Next-Cursor` when more follow. */
  | { kind: 'page'; item: z.ZodMiniType }
  | { kind: 'pdf' }
  /** A PNG or JPEG image (the logo). */
  | { kind: 'image' }
  /**
   * A file kept as it was sent (a receipt, a supplier's invoice), of one of these types; `linked`:
   * one larger than a function answers is answered 307 with a link to it.
   */
  | { kind: 'file'; types: readonly string[]; linked?: true }
  /** An EN 16931 e-invoice. */
  | { kind: 'einvoice' }
  /** The xml-in answer (`<response status="ok">`). */
  | { kind: 'xml' }
  | { kind: 'html' }
  /** A form's answer: 303 to the page. */
  | { kind: 'redirect' }
  /** 303 to another site: the payment provider's checkout. */
  | { kind: 'handoff' }
  /** The OpenAPI document itself. */
  | { kind: 'openapi' }
  | { kind: 'javascript' };

/** Answers `Reference: <id>` with a Location. */
export const reference: Success = { kind: 'reference' };
/** Answers `true`. */
export const yes: Success = { kind: 'true' };
/** Answers `True`, as the spec spells the answer of its update operations. */
export const yesCapital: Success = { kind: 'true', word: 'True' };

/** What every function fed by an event source rather than a route declares (a feature's `workers.ts`). */
export interface WorkerBase {
  readonly name: string;
  readonly handler: string;
  readonly table: readonly TableAction[];
  /** Queues the function sends to, by name in shared/features/webhooks/queue-design.ts. */
  readonly sendsTo: readonly string[];
  /** Outside the table, what it reaches: `email` sends through SES (a recurring invoice with `Send: email`). */
  readonly sends?: 'email';
  /** It makes PDFs: its bundle carries the fonts they embed. */
  readonly makesPdf?: true;
  /** It derives share links: it loads the signing key, and may read its secret. */
  readonly usesSigningKey?: true;
  /** Its Lambda timeout when not the default of its kind. */
  readonly timeoutSeconds?: number;
  /** The export files' bucket: `read` hands out links to them, `write` writes them. */
  readonly exportFiles?: 'read' | 'write';
  /** The archive bucket (docs/api.md §22): `write` new files to it. */
  readonly archive?: 'write';
  /** The stored files of the stage's bucket: `read` them (a statement's credits queued again from its file), `write` new ones (a purchase's lifecycle message). */
  readonly storedFiles?: 'read' | 'write';
}

/** A worker fed by the table's stream. */
export interface StreamWorker extends WorkerBase {
  readonly kind: 'stream';
  readonly batchSize: number;
  /** The kinds of item whose changes reach it (the event source mapping's filter). */
  readonly itemKinds: readonly string[];
  /** Whether removals reach it too (their old image's kind is one of `itemKinds`). */
  readonly removals?: true;
}

/** A worker fed by a queue. */
export interface QueueWorker extends WorkerBase {
  readonly kind: 'queue';
  /** The queue it reads, by name in shared/features/webhooks/queue-design.ts. */
  readonly queue: string;
  readonly batchSize: number;
  /** Batches handled at once at most (the event source mapping's maximum concurrency, 2 or more). */
  readonly maxConcurrency: number;
}

/** A worker run on a schedule. */
export interface ScheduledWorker extends WorkerBase {
  readonly kind: 'schedule';
  readonly everyMinutes: number;
  /** It queues again what a lost queue held: the local runtime runs it (`{ all: true }`) whenever the queue emulator starts afresh. */
  readonly requeuesLost?: true;
}

/** A function fed by an event source rather than a route. */
export type Worker = StreamWorker | QueueWorker | ScheduledWorker;
