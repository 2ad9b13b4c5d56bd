import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The service's address as the caller reached it (`https://api.example.com`), for links in answers. */
export function baseUrlOf(event: APIGatewayProxyEventV2): string {
  const headers = event.headers ?? {};
  const proto = headers['x-forwarded-proto'] ?? 'https';
  const host = headers.host ?? event.requestContext.domainName;
  return `${proto}://${host}`;
}
