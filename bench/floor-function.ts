import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/** The cold-start floor: the same SDK clients, and the same first call (the token's GetItem). */
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined }),
);

export const handler = async (event: { headers?: Record<string, string> }) => {
  const out = await client.send(
    new GetCommand({
      TableName: process.env.TABLE_NAME,
      Key: { PK: `TOKEN#${event.headers?.authorization ?? ''}`, SK: 'TOKEN' },
      ConsistentRead: true,
    }),
  );
  return { statusCode: out.Item ? 200 : 401 };
};
