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
 * Who may call an operation.
 * - `owner`: the account's owner only; staff get 403.
 * - `staff`: the owner, and staff; the domain then applies the spec's staff rules (the tab of a
 *   document's type, and only the documents and clients assigned to them).
 */
export type Access = 'owner' | 'staff';

export interface Operation {
  /** Stable name, also the function's logical name: `clients.create`. */
  readonly name: string;
  readonly method: Method;
  /** API Gateway route path; `{param}` segments are path parameters. */
  readonly path: string;
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  /** What the request body is; `none` ignores any body, `optional-json` takes JSON or nothing. */
  readonly body: 'json' | 'optional-json' | 'none';
  /** Outside the table, what the function reaches: `email` sends through SES. */
  readonly sends?: 'email';
  readonly table: readonly TableAction[];
}

const read: TableAction[] = ['GetItem', 'Query'];
const write: TableAction[] = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'];

export const operations = [
  { name: 'clients.create', method: 'POST', path: '/api/client/create', handler: 'functions/clients/create.ts', access: 'owner', body: 'json', table: write },
  { name: 'clients.get', method: 'GET', path: '/api/client/get/{id}', handler: 'functions/clients/get.ts', access: 'staff', body: 'none', table: read },
  { name: 'clients.update', method: 'PUT', path: '/api/Clients.svc/update/{id}', handler: 'functions/clients/update.ts', access: 'owner', body: 'json', table: write },
  { name: 'clients.delete', method: 'DELETE', path: '/api/client/delete/{id}', handler: 'functions/clients/delete.ts', access: 'owner', body: 'none', table: write },
  { name: 'clients.list', method: 'GET', path: '/api/Clients.svc/list', handler: 'functions/clients/list.ts', access: 'staff', body: 'none', table: [...read, 'BatchGetItem'] },
  { name: 'documents.create', method: 'POST', path: '/api/document.svc/create/{type}', handler: 'functions/documents/create.ts', access: 'staff', body: 'json', table: write },
  { name: 'documents.get', method: 'GET', path: '/api/document.svc/get/{type}/{id}', handler: 'functions/documents/get.ts', access: 'staff', body: 'none', table: read },
  { name: 'documents.update', method: 'PUT', path: '/api/document.svc/update/{type}/{id}', handler: 'functions/documents/update.ts', access: 'staff', body: 'json', table: write },
  { name: 'documents.delete', method: 'DELETE', path: '/api/document.svc/delete/{type}/{id}', handler: 'functions/documents/delete.ts', access: 'staff', body: 'none', table: write },
  { name: 'documents.list', method: 'GET', path: '/api/document.svc/list/{type}', handler: 'functions/documents/list.ts', access: 'staff', body: 'none', table: read },
  { name: 'documents.send', method: 'PUT', path: '/api/document.svc/action/sendbyemail/{type}/{id}', handler: 'functions/documents/send.ts', access: 'staff', body: 'optional-json', table: write, sends: 'email' },
] as const satisfies readonly Operation[];

export type OperationName = (typeof operations)[number]['name'];

const byName = new Map<string, Operation>(operations.map((op) => [op.name, op]));

export function operation(name: OperationName): Operation {
  const op = byName.get(name);
  if (!op) throw new Error(`unknown operation ${name}`);
  return op;
}

/** Functions fed by an event source rather than a route: the stream worker and the delivery worker. */
export interface StreamWorker {
  readonly name: string;
  readonly kind: 'stream';
  readonly handler: string;
  readonly batchSize: number;
  readonly table: readonly TableAction[];
}

export interface QueueWorker {
  readonly name: string;
  readonly kind: 'queue';
  /** The queue it reads, by its name in shared/queue-design.ts. */
  readonly queue: string;
  readonly handler: string;
  readonly batchSize: number;
  readonly table: readonly TableAction[];
}

export type Worker = StreamWorker | QueueWorker;

export const workers: readonly Worker[] = [];
