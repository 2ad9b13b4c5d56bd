import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Operation } from '../shared/kernel/operation.ts';

/** The SDK command of each DynamoDB call the bench records. */
export const commands: Record<string, new (input: never) => unknown> = {
  GetItem: GetCommand,
  Query: QueryCommand,
  PutItem: PutCommand,
  UpdateItem: UpdateCommand,
  DeleteItem: DeleteCommand,
  TransactWriteItems: TransactWriteCommand,
  BatchGetItem: BatchGetCommand,
};

/** A DynamoDB call the operation under measure made, and whether DynamoDB refused it. */
export interface RecordedCall {
  command: string;
  input: Record<string, unknown>;
  failed?: boolean;
}

type Action = Record<string, unknown> & {
  Item?: Record<string, unknown>;
  Key?: Record<string, unknown>;
  ConditionExpression?: string;
};

/** The suffix of the floor's own partition: its writes land there, so they change nothing the bench reads. */
const FLOOR = '#floor';
const shadowed = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).map(([name, value]) => [
      name,
      /PK$/.test(name) && typeof value === 'string' ? value + FLOOR : value,
    ]),
  );
/** Its conditions still evaluated, and always holding: a write the operation made is made again, not refused. */
const landed = (action: Action): Action => ({
  ...action,
  ...(action.Item ? { Item: shadowed(action.Item) } : {}),
  ...(action.Key ? { Key: shadowed(action.Key) } : {}),
  ...(action.ConditionExpression
    ? { ConditionExpression: `(${action.ConditionExpression}) OR attribute_exists(PK) OR attribute_not_exists(PK)` }
    : {}),
});
const writes = ['PutItem', 'UpdateItem', 'DeleteItem'];

/**
 * A recorded call as a floor makes it again. A read, or a write DynamoDB refused, is made as it
 * was; a write that succeeded lands on the floor's own copy of its items (every key and index key
 * moved to its own partition) with its conditions always holding: made again at its version it
 * would be refused, which costs DynamoDB far less than the write the operation made.
 */
export function replayed(call: RecordedCall): unknown {
  const input: Record<string, unknown> = { ...call.input, ReturnConsumedCapacity: undefined };
  const Command = commands[call.command]!;
  if (call.failed) return new Command(input as never);
  if (writes.includes(call.command)) return new Command(landed(input) as never);
  if (call.command === 'TransactWriteItems') {
    const items = input.TransactItems as Record<string, Action>[];
    return new Command({
      ...input,
      TransactItems: items.map((item) => Object.fromEntries(Object.entries(item).map(([k, a]) => [k, landed(a)]))),
    } as never);
  }
  return new Command(input as never);
}

/** The stored items the recorded writes update, delete or check, copied to the floor's partition: their attributes are there to update. */
async function copied(calls: RecordedCall[], into: DynamoDBDocumentClient): Promise<void> {
  const touched = calls
    .filter((c) => !c.failed)
    .flatMap((c) =>
      c.command === 'TransactWriteItems'
        ? (c.input.TransactItems as Record<string, Action>[]).flatMap((item) => Object.values(item))
        : writes.includes(c.command)
          ? [c.input as Action]
          : [],
    )
    .filter((action) => action.Key && !action.Item);
  for (const action of touched) {
    const { Item } = await into.send(new GetCommand({ TableName: action.TableName as string, Key: action.Key }));
    if (Item) await into.send(new PutCommand({ TableName: action.TableName as string, Item: shadowed(Item) }));
  }
}

/** What the floor behind the gateway answers: the operation's own answer, as many bytes of the same type. */
export interface FloorAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

let calls: RecordedCall[] = [];
// Until the first replay, an empty answer.
let answer: FloorAnswer = { statusCode: 200, headers: {}, body: '' };
let client: DynamoDBDocumentClient | undefined;

/**
 * The calls the floors make on their next requests: those the operation under measure made (its
 * items copied first); and the answer the floor behind the gateway gives, the operation's own.
 */
export async function replay(recorded: RecordedCall[], endpoint: string, answered: FloorAnswer): Promise<void> {
  calls = recorded;
  answer = answered;
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  await copied(recorded, client);
}

/**
 * The second floor: an empty function behind the same local gateway that takes the operation's
 * request, makes its DynamoDB calls and gives back its answer, and nothing else, so its ratio
 * shows what the project's own code adds (carrying the request and the answer through the gateway
 * is the gateway's, whatever function answers).
 */
export const handler = async () => {
  for (const call of calls) await client!.send(replayed(call) as never).catch(() => undefined);
  return answer;
};

/** Its route in the local gateway. */
export const gatewayFloor: Operation = {
  name: 'bench.floor',
  method: 'POST',
  path: '/bench/floor',
  handler: 'bench/gateway-floor.ts',
  access: 'public',
  body: 'none',
  table: [],
  summary: 'The floor of a request through the local gateway',
  tag: 'Bench',
  success: { kind: 'true' },
};
