import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { takeAllowance } from '../access/limits.ts';
import { accountClock } from '../features/clock/service.ts';
import type { Stores } from '../features/ports.ts';
import { formTokenHolds } from '../features/sharing/form-token.ts';
import type { ClientChoice } from '../features/sharing/model.ts';
import { choiceForm, pageParams } from '../features/sharing/schema.ts';
import { chooseOnEstimate, type Opened, openShared } from '../features/sharing/service.ts';
import { config } from '../kernel/config.ts';
import { type Failure, type FailureKind, forbidden, notFound } from '../kernel/errors.ts';
import { safeParse } from '../kernel/validation.ts';
import { type Message, pagePolicy, renderMessagePage, renderRefusalPage } from '../renderers/page/render.ts';
import { type Answer, html, statusOf } from './answers.ts';
import { baseUrlOf } from './base-url.ts';
import { rawBody } from './middleware.ts';

/** Headers of every page: its CSP, no sniffing, no framing, no referrer to other sites (the link is a secret), never cached (a document is private). */
const pageHeaders = {
  'content-security-policy': pagePolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** An HTML answer with the page's headers. */
export const htmlPage = (body: string, statusCode = 200): Answer => html(body, pageHeaders, statusCode);

/** The page's own path, `/d/<token>`, that its links and forms start from. */
export const pagePath = (event: APIGatewayProxyEventV2): string => `/d/${event.pathParameters?.token ?? ''}`;

/** The link and document of the path's token; a malformed token is the same 404 as an unknown one. */
export async function openedFrom(
  deps: Pick<Stores, 'documents' | 'shares'>,
  event: APIGatewayProxyEventV2,
): Promise<Opened> {
  const parsed = safeParse(pageParams, event.pathParameters ?? {});
  if (!parsed.success) throw notFound('The page');
  return openShared(deps, parsed.data.token);
}

/**
 * The link and document of a file route (`/d/<token>/pdf`, `ubl`, `cii`): each file is made
 * afresh for a client that may be anyone with the link, so one link gets a few a minute (429
 * past them) and cannot keep the stage's functions busy making the same PDF.
 */
export async function openedForFile(
  deps: Pick<Stores, 'documents' | 'limits' | 'shares'>,
  event: APIGatewayProxyEventV2,
): Promise<Opened> {
  const opened = await openedFrom(deps, event);
  const limit = config.pageFilesPerMinute;
  await takeAllowance(deps, opened.link.accountId, {
    kind: `pagefiles-${opened.link.tokenHash.slice(0, 32)}`,
    limit,
    windowSeconds: 60,
    refusal: `This link's files were asked for more than ${limit} times this minute.`,
  });
  return opened;
}

const messageOf: Partial<Record<FailureKind, Message>> = {
  forbidden: 'refused',
  not_found: 'notFound',
  conflict: 'closed',
};

/** Failures of the page routes, as pages: the same 404 page for every link that leads nowhere. */
export const pageErrors = (error: Failure, event: APIGatewayProxyEventV2): Answer => {
  const message = messageOf[error.kind] ?? 'error';
  return htmlPage(
    renderMessagePage(message, undefined, message === 'closed' ? pagePath(event) : undefined),
    statusOf[error.kind],
  );
};

/**
 * Failures of Pay and of the mandate form: a refusal of the document's state or of the form's
 * fields says its own reason, with a way back to the page; the rest as every page route's.
 */
export const pageRefusals = (error: Failure, event: APIGatewayProxyEventV2): Answer =>
  error.kind === 'conflict' || error.kind === 'invalid'
    ? htmlPage(
        renderRefusalPage(
          [error.message, ...error.details.map((d) => `${d.field ?? ''} ${d.message}`.trim())].join(' '),
          pagePath(event),
        ),
        statusOf[error.kind],
      )
    : pageErrors(error, event);

/**
 * The fields of a post from the page's own form; refuses one that did not come from it: a
 * browser's `Sec-Fetch-Site` or `Origin` naming another site, or a form without the link's form
 * token (403, nothing changes).
 */
export function ownFormFields(event: APIGatewayProxyEventV2, opened: Opened): Record<string, string> {
  const headers = event.headers ?? {};
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw forbidden('A cross-site post.');
  if (headers.origin !== undefined && headers.origin !== baseUrlOf(event))
    throw forbidden('A post from another origin.');
  const fields = Object.fromEntries(new URLSearchParams(rawBody(event)));
  const form = safeParse(choiceForm, fields);
  if (!form.success || !formTokenHolds(opened.link, form.data.form_token))
    throw forbidden('The form token is missing.');
  return fields;
}

/** 303 back to the page, which shows what the form changed. */
export const backToPage = (event: APIGatewayProxyEventV2): Answer => ({
  statusCode: 303,
  headers: { location: pagePath(event), 'cache-control': 'no-store' },
  body: '',
});

/** Accept or decline from the page's form; then back to the page (303), which shows the choice. */
export async function choiceAnswer(
  deps: Pick<Stores, 'accounts' | 'documents' | 'shares'>,
  event: APIGatewayProxyEventV2,
  choice: ClientChoice,
): Promise<Answer> {
  const opened = await openedFrom(deps, event);
  ownFormFields(event, opened);
  const { today } = await accountClock(deps, opened.principal.accountId);
  await chooseOnEstimate(deps, opened, choice, today);
  return backToPage(event);
}
