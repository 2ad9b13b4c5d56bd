import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../access/principal.ts';
import type { Operation } from '../kernel/operation.ts';
import type { Answer } from './answers.ts';
import type { ErrorRenderer, Middleware } from './middleware.ts';

/** What an operation's run works with: the caller, the parsed inputs, and the raw event for the rest. */
export interface ApiRequest {
  principal: Principal;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  event: APIGatewayProxyEventV2;
}

/** For an operation whose body is not JSON (xml-in): how to read it, and how to answer failures. */
export interface BodyAdapter {
  readBody: Middleware;
  renderError: ErrorRenderer;
}

/**
 * An operation that needs a credential, declared once with its code: `run` gets the request and
 * the ports `D` its handler hands over (the type checker holds each handler to them).
 */
export interface ApiOperation<D> extends Operation {
  readonly bodyAdapter?: BodyAdapter;
  run(request: ApiRequest, deps: D): Promise<Answer>;
}

/** An operation open to anyone: `run` gets the raw event; `renderError` answers failures (HTML for the page). */
export interface PublicOperation<D> extends Operation {
  readonly access: 'public';
  readonly renderError?: ErrorRenderer;
  run(event: APIGatewayProxyEventV2, deps: D): Promise<Answer>;
}

/** Declares an operation that needs a credential (its name kept literal, for lists keyed by name). */
export const apiOperation = <const O extends ApiOperation<never>>(op: O): O => op;

/** Declares an operation open to anyone. */
export const publicOperation = <const O extends PublicOperation<never>>(op: O): O => op;

/** The ports a declared operation's run needs. */
export type DepsOf<O> = O extends { run(first: never, deps: infer D): unknown } ? D : never;
