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

let replayed: { command: string; input: unknown }[] = [];
let client: DynamoDBDocumentClient | undefined;

/** The calls the floor function makes on its next requests: those the operation under measure made. */
export function replay(calls: { command: string; input: unknown }[], endpoint: string): void {
  replayed = calls;
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/**
 * The second floor: an empty function behind the same local gateway that makes the operation's
 * DynamoDB calls and nothing else, so its ratio shows what the project's own code adds.
 */
export const handler = async () => {
  for (const call of replayed)
    await client!
      .send(
        new commands[call.command]!({ ...(call.input as object), ReturnConsumedCapacity: undefined } as never) as never,
      )
      .catch(() => undefined);
  return { statusCode: 200, body: '' };
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
