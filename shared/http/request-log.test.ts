import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { operation } from '../operations.ts';
import { type RequestLine, withRequestLog } from './request-log.ts';

const event = (rawPath: string) =>
  ({ rawPath, requestContext: { requestId: 'req-1' } }) as unknown as APIGatewayProxyEventV2;
const context = (accountId?: string) => ({ ...(accountId ? { principal: { accountId } } : {}) }) as unknown as Context;

describe('the request line every API function writes', () => {
  it('says the route, the status, the time taken and the account, once per request', async () => {
    const lines: RequestLine[] = [];
    const handler = withRequestLog(
      operation('clients.get'),
      async () => ({ statusCode: 404, body: '{}' }),
      (line) => lines.push(line),
    );
    await handler(event('/api/client/get/ACME'), context('acc-1'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      operation: 'clients.get',
      route: 'GET /api/client/get/{id}',
      status: 404,
      accountId: 'acc-1',
      requestId: 'req-1',
    });
    expect(lines[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('names the route, never the raw path, which may hold a share token; a throw is logged as 500', async () => {
    const lines: RequestLine[] = [];
    const handler = withRequestLog(
      operation('pages.view'),
      async () => {
        throw new Error('boom');
      },
      (line) => lines.push(line),
    );
    await expect(handler(event('/d/secret-token-123'), context())).rejects.toThrow('boom');
    expect(lines[0]).toMatchObject({ status: 500, route: 'GET /d/{token}' });
    expect(JSON.stringify(lines)).not.toContain('secret-token-123');
    expect(lines[0]).not.toHaveProperty('accountId');
  });
});
