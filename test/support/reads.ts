import { randomUUID } from 'node:crypto';
import { db } from '../../shared/adapters/dynamodb/dynamo.ts';

/** The key of an item a `GetItem` reads. */
export interface ReadKey {
  PK?: string;
  SK?: string;
}

/** How many `GetItem`s of keys that `counted` picks the service makes while `work` runs (on the stores' own client). */
export async function getItemsWhile(counted: (key: ReadKey) => boolean, work: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const name = `count-reads-${randomUUID()}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: ReadKey }).Key;
      if (['GetCommand', 'GetItemCommand'].includes(String(context.commandName)) && key && counted(key)) reads += 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    db().middlewareStack.remove(name);
  }
  return reads;
}
