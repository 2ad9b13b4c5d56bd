/**
 * The one list of API operations. The local runtime routes requests with it, the CDK stack
 * makes one route and one function per entry from it, and the auth middleware reads each
 * operation's access rule from it, so a route cannot exist without a rule.
 */
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

/** One API operation: its route, handler, access rule and what its function may do. */
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
   * `xml` takes the xml-in request (and failures are answered in XML too).
   */
  readonly body: 'json' | 'optional-json' | 'xml' | 'none';
  /** Outside the table, what the function reaches: `email` sends through SES. */
  readonly sends?: 'email';
  /** The function makes PDFs: its bundle carries the fonts they embed. */
  readonly makesPdf?: true;
  /** The function serves the reference page's renderer: its bundle carries the renderer's script. */
  readonly servesRenderer?: true;
  /**
   * The function signs or checks signatures (list cursors, share tokens, page forms): it loads
   * the signing key before its handler runs, and only these functions may read its secret.
   */
  readonly usesSigningKey?: true;
  /** Queues the function sends to, by name in shared/features/webhooks/queue-design.ts. */
  readonly sendsTo?: readonly string[];
  readonly table: readonly TableAction[];
}

const read: TableAction[] = ['GetItem', 'Query'];
const write: TableAction[] = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'];

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

/** The methods some operation answers at a path (for 405's `Allow`): none when no route has the path. */
export function methodsAt(path: string, ops: readonly Pick<Operation, 'method' | 'path'>[] = operations): Method[] {
  return [...new Set(ops.filter((op) => routePattern(op.path).pattern.test(path)).map((op) => op.method))].sort();
}

/** Every table action an operation's function needs: its own, and its idempotency records'. */
export const tableActionsOf = (op: Pick<Operation, 'method' | 'access' | 'table'>): TableAction[] => [
  ...new Set([...op.table, ...(takesIdempotencyKey(op) ? idempotencyActions : [])]),
];

/** Every API operation. */
export const operations = [
  {
    name: 'clients.create',
    method: 'POST',
    path: '/api/client/create',
    handler: 'functions/clients/create.ts',
    access: 'owner',
    body: 'json',
    table: write,
  },
  {
    name: 'clients.get',
    method: 'GET',
    path: '/api/client/get/{id}',
    handler: 'functions/clients/get.ts',
    access: 'staff',
    body: 'none',
    table: read,
  },
  {
    name: 'clients.update',
    method: 'PUT',
    path: '/api/Clients.svc/update/{id}',
    handler: 'functions/clients/update.ts',
    access: 'owner',
    body: 'json',
    table: write,
  },
  {
    name: 'clients.delete',
    method: 'DELETE',
    path: '/api/client/delete/{id}',
    handler: 'functions/clients/delete.ts',
    access: 'owner',
    body: 'none',
    table: write,
  },
  {
    name: 'clients.list',
    method: 'GET',
    path: '/api/Clients.svc/list',
    handler: 'functions/clients/list.ts',
    access: 'staff',
    body: 'none',
    usesSigningKey: true,
    table: [...read, 'BatchGetItem'],
  },
  {
    name: 'documents.create',
    method: 'POST',
    path: '/api/document.svc/create/{type}',
    handler: 'functions/documents/create.ts',
    access: 'staff-document',
    body: 'json',
    table: write,
  },
  {
    name: 'documents.get',
    method: 'GET',
    path: '/api/document.svc/get/{type}/{id}',
    handler: 'functions/documents/get.ts',
    access: 'staff-document',
    body: 'none',
    table: read,
  },
  {
    name: 'documents.update',
    method: 'PUT',
    path: '/api/document.svc/update/{type}/{id}',
    handler: 'functions/documents/update.ts',
    access: 'staff-document',
    body: 'json',
    table: write,
  },
  {
    name: 'documents.delete',
    method: 'DELETE',
    path: '/api/document.svc/delete/{type}/{id}',
    handler: 'functions/documents/delete.ts',
    access: 'staff-document',
    body: 'none',
    table: write,
  },
  {
    name: 'documents.list',
    method: 'GET',
    path: '/api/document.svc/list/{type}',
    handler: 'functions/documents/list.ts',
    access: 'staff-document',
    body: 'none',
    usesSigningKey: true,
    table: read,
  },
  {
    name: 'documents.send',
    method: 'PUT',
    path: '/api/document.svc/action/sendbyemail/{type}/{id}',
    handler: 'functions/documents/send.ts',
    access: 'staff-document',
    body: 'optional-json',
    usesSigningKey: true,
    table: write,
    sends: 'email',
    makesPdf: true,
  },
  {
    name: 'documents.pdf',
    method: 'GET',
    path: '/api/document.svc/get/{type}/{id}/pdf',
    handler: 'functions/documents/pdf.ts',
    access: 'staff-document',
    body: 'none',
    makesPdf: true,
    table: read,
  },
  {
    name: 'documents.ubl',
    method: 'GET',
    path: '/api/document.svc/get/{type}/{id}/ubl',
    handler: 'functions/documents/ubl.ts',
    access: 'staff-document',
    body: 'none',
    table: read,
  },
  {
    name: 'documents.cii',
    method: 'GET',
    path: '/api/document.svc/get/{type}/{id}/cii',
    handler: 'functions/documents/cii.ts',
    access: 'staff-document',
    body: 'none',
    table: read,
  },
  {
    name: 'documents.issue',
    method: 'PUT',
    path: '/api/document.svc/action/issue/creditnote/{id}',
    handler: 'functions/documents/issue.ts',
    access: 'staff-invoices',
    body: 'none',
    table: write,
  },
  {
    name: 'documents.cancel',
    method: 'PUT',
    path: '/api/document.svc/action/cancel/invoice/{id}',
    handler: 'functions/documents/cancel.ts',
    access: 'staff-invoices',
    body: 'none',
    table: write,
  },
  {
    name: 'documents.invoice-estimate',
    method: 'PUT',
    path: '/api/document.svc/action/invoice/estimate/{id}',
    handler: 'functions/documents/invoice-estimate.ts',
    access: 'staff-invoices',
    body: 'none',
    table: write,
  },
  {
    name: 'documents.history',
    method: 'GET',
    path: '/api/document.svc/history/{type}/{id}',
    handler: 'functions/documents/history.ts',
    access: 'staff-document',
    body: 'none',
    table: read,
  },
  {
    name: 'documents.share',
    method: 'PUT',
    path: '/api/document.svc/action/share/{type}/{id}',
    handler: 'functions/documents/share.ts',
    access: 'staff-document',
    body: 'optional-json',
    usesSigningKey: true,
    table: write,
  },
  {
    name: 'documents.unshare',
    method: 'PUT',
    path: '/api/document.svc/action/unshare/{type}/{id}',
    handler: 'functions/documents/unshare.ts',
    access: 'staff-document',
    body: 'none',
    table: write,
  },
  {
    name: 'catalog.create',
    method: 'POST',
    path: '/api/catalog/create',
    handler: 'functions/catalog/create.ts',
    access: 'staff-expenses',
    body: 'json',
    table: write,
  },
  {
    name: 'catalog.get',
    method: 'GET',
    path: '/api/catalog.svc/get/{id}',
    handler: 'functions/catalog/get.ts',
    access: 'staff-expenses',
    body: 'none',
    table: read,
  },
  {
    name: 'catalog.update',
    method: 'PUT',
    path: '/api/catalog.svc/update/{id}',
    handler: 'functions/catalog/update.ts',
    access: 'owner',
    body: 'json',
    table: write,
  },
  {
    name: 'catalog.delete',
    method: 'DELETE',
    path: '/api/catalog.svc/delete/{id}',
    handler: 'functions/catalog/delete.ts',
    access: 'owner',
    body: 'none',
    table: write,
  },
  {
    name: 'catalog.list',
    method: 'GET',
    path: '/api/catalog.svc/list',
    handler: 'functions/catalog/list.ts',
    access: 'staff-expenses',
    body: 'none',
    usesSigningKey: true,
    table: read,
  },
  {
    name: 'catalog.filter',
    method: 'POST',
    path: '/api/catalog.svc/list',
    handler: 'functions/catalog/filter.ts',
    access: 'staff-expenses',
    body: 'optional-json',
    usesSigningKey: true,
    table: read,
  },
  {
    name: 'staff.create',
    method: 'POST',
    path: '/api/staff/create',
    handler: 'functions/staff/create.ts',
    access: 'owner',
    body: 'json',
    table: [...write, 'BatchGetItem'],
  },
  {
    name: 'staff.update',
    method: 'PUT',
    path: '/api/staff/update/{user_id}',
    handler: 'functions/staff/update.ts',
    access: 'owner',
    body: 'json',
    table: [...write, 'BatchGetItem'],
  },
  {
    name: 'staff.list',
    method: 'GET',
    path: '/api/staff/list',
    handler: 'functions/staff/list.ts',
    access: 'owner',
    body: 'none',
    usesSigningKey: true,
    table: read,
  },
  {
    name: 'staff.delete',
    method: 'DELETE',
    path: '/api/staff/delete/{user_id}',
    handler: 'functions/staff/delete.ts',
    access: 'owner',
    body: 'none',
    table: write,
  },
  {
    name: 'payments.create',
    method: 'POST',
    path: '/api/payment/create',
    handler: 'functions/payments/create.ts',
    access: 'staff-invoices',
    body: 'json',
    table: write,
  },
  {
    name: 'payments.get',
    method: 'GET',
    path: '/api/payment/get/{id}',
    handler: 'functions/payments/get.ts',
    access: 'staff-invoices',
    body: 'none',
    table: read,
  },
  {
    name: 'payments.list',
    method: 'GET',
    path: '/api/payment/list',
    handler: 'functions/payments/list.ts',
    access: 'staff-invoices',
    body: 'none',
    usesSigningKey: true,
    table: read,
  },
  {
    name: 'payments.delete',
    method: 'DELETE',
    path: '/api/payment/delete/{id}',
    handler: 'functions/payments/delete.ts',
    access: 'staff-invoices',
    body: 'none',
    table: write,
  },
  {
    name: 'account.profile-get',
    method: 'GET',
    path: '/api/account/profile',
    handler: 'functions/account/get-profile.ts',
    access: 'owner',
    body: 'none',
    table: read,
  },
  {
    name: 'account.profile-update',
    method: 'PUT',
    path: '/api/account/profile',
    handler: 'functions/account/update-profile.ts',
    access: 'owner',
    body: 'json',
    table: write,
  },
  {
    name: 'callbacks.xml-in',
    method: 'POST',
    path: '/api/2.1/xml-in',
    handler: 'functions/callbacks/xml-in.ts',
    access: 'owner',
    body: 'xml',
    usesSigningKey: true,
    table: write,
    sendsTo: ['deliveries'],
  },
  {
    name: 'reference.openapi',
    method: 'GET',
    path: '/api/openapi.json',
    handler: 'functions/reference/openapi.ts',
    access: 'public',
    body: 'none',
    table: [],
  },
  {
    name: 'reference.docs',
    method: 'GET',
    path: '/api/docs',
    handler: 'functions/reference/docs.ts',
    access: 'public',
    body: 'none',
    table: [],
  },
  {
    name: 'reference.renderer',
    method: 'GET',
    path: '/api/docs/{file}',
    handler: 'functions/reference/renderer.ts',
    access: 'public',
    body: 'none',
    servesRenderer: true,
    table: [],
  },
  {
    name: 'pages.view',
    method: 'GET',
    path: '/d/{token}',
    handler: 'functions/pages/view.ts',
    access: 'public',
    body: 'none',
    usesSigningKey: true,
    table: write,
  },
  {
    name: 'pages.pdf',
    method: 'GET',
    path: '/d/{token}/pdf',
    handler: 'functions/pages/pdf.ts',
    access: 'public',
    body: 'none',
    makesPdf: true,
    // Reads the link and document; counts the link's files of the minute (a per-link limit).
    table: ['GetItem', 'Query', 'UpdateItem'],
  },
  {
    name: 'pages.ubl',
    method: 'GET',
    path: '/d/{token}/ubl',
    handler: 'functions/pages/ubl.ts',
    access: 'public',
    body: 'none',
    // Reads the link and document; counts the link's files of the minute (a per-link limit).
    table: ['GetItem', 'Query', 'UpdateItem'],
  },
  {
    name: 'pages.cii',
    method: 'GET',
    path: '/d/{token}/cii',
    handler: 'functions/pages/cii.ts',
    access: 'public',
    body: 'none',
    // Reads the link and document; counts the link's files of the minute (a per-link limit).
    table: ['GetItem', 'Query', 'UpdateItem'],
  },
  {
    name: 'pages.accept',
    method: 'POST',
    path: '/d/{token}/accept',
    handler: 'functions/pages/accept.ts',
    access: 'public',
    body: 'none',
    usesSigningKey: true,
    table: write,
  },
  {
    name: 'pages.decline',
    method: 'POST',
    path: '/d/{token}/decline',
    handler: 'functions/pages/decline.ts',
    access: 'public',
    body: 'none',
    usesSigningKey: true,
    table: write,
  },
] as const satisfies readonly Operation[];

/** The name of an operation of the list. */
export type OperationName = (typeof operations)[number]['name'];

const byName = new Map<string, Operation>(operations.map((op) => [op.name, op]));

/** An operation by name. */
export function operation(name: OperationName): Operation {
  const op = byName.get(name);
  if (!op) throw new Error(`unknown operation ${name}`);
  return op;
}

/** The function behind API Gateway's `$default` route: requests no operation answers, answered in the JSON error shape. */
export const unmatchedRoute = {
  name: 'api.not-found',
  handler: 'functions/not-found.ts',
  table: [],
  sendsTo: [],
} as const;

/** Functions fed by an event source rather than a route: the stream, delivery and sweep workers. */
interface WorkerBase {
  readonly name: string;
  readonly handler: string;
  readonly table: readonly TableAction[];
  /** Queues the function sends to, by name in shared/features/webhooks/queue-design.ts. */
  readonly sendsTo: readonly string[];
}

/** A worker fed by the table's stream. */
export interface StreamWorker extends WorkerBase {
  readonly kind: 'stream';
  readonly batchSize: number;
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
}

/** A function fed by an event source rather than a route. */
export type Worker = StreamWorker | QueueWorker | ScheduledWorker;

/** The stream, delivery and sweep workers. */
export const workers: readonly Worker[] = [
  {
    name: 'events.stream',
    kind: 'stream',
    handler: 'functions/events/stream.ts',
    batchSize: 100,
    table: ['GetItem', 'Query', 'PutItem'],
    sendsTo: ['deliveries'],
  },
  {
    name: 'events.deliver',
    kind: 'queue',
    queue: 'deliveries',
    handler: 'functions/events/deliver.ts',
    batchSize: 10,
    maxConcurrency: 50,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    // The slow lane takes the messages of receivers that keep this one waiting.
    sendsTo: ['deliveries-dropped', 'deliveries-slow'],
  },
  {
    // The same code on the slow lane: receivers that answer slowly wait on each other, not on the rest.
    name: 'events.deliver-slow',
    kind: 'queue',
    queue: 'deliveries-slow',
    handler: 'functions/events/deliver.ts',
    batchSize: 10,
    maxConcurrency: 5,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    sendsTo: ['deliveries-dropped'],
  },
  {
    name: 'events.sweep',
    kind: 'schedule',
    everyMinutes: 5,
    handler: 'functions/events/sweep.ts',
    table: ['Query', 'UpdateItem'],
    sendsTo: ['deliveries'],
  },
];

/** Every function of the service: one per operation, the `$default` route's, and the workers. */
export const allFunctions: readonly { name: string; handler: string }[] = [...operations, unmatchedRoute, ...workers];
