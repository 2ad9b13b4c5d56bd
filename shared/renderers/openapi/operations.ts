import type * as z from 'zod/mini';
import {
  categoryCreate,
  categoryFilter,
  categoryListQuery,
  categoryParams,
  categoryUpdate,
} from '../../features/catalog/schema.ts';
import { clientIdParam, clientListQuery } from '../../features/clients/params.ts';
import { clientInput } from '../../features/clients/schema.ts';
import { documentListQuery, documentParams, documentTypeParam, numberParam } from '../../features/documents/params.ts';
import { documentInput, sendInput } from '../../features/documents/schema.ts';
import { paymentInput, paymentListQuery, paymentParams } from '../../features/payments/schema.ts';
import { profileInput } from '../../features/profile/schema.ts';
import { pageParams, shareInput } from '../../features/sharing/schema.ts';
import { staffCreate, staffListQuery, staffParams, staffUpdate } from '../../features/staff/schema.ts';
import type { OperationName } from '../../operations.ts';
import * as answers from './answers.ts';
import { rendererParams } from './reference-page.ts';

/** What an operation answers when it succeeds. */
export type Success =
  /** `Reference: <id>` as text, with a Location header to the new or changed record. */
  | { kind: 'reference' }
  /** `true` or `True` as text (the spec's spelling per operation); `located`: with a Location to the new record. */
  | { kind: 'true'; located?: true }
  | { kind: 'json'; schema: z.ZodMiniType }
  /** A page: a JSON array, with `Link: rel="next"` and `X-Next-Cursor` when more follow. */
  | { kind: 'page'; item: z.ZodMiniType }
  | { kind: 'pdf' }
  /** An EN 16931 e-invoice. */
  | { kind: 'einvoice' }
  /** The xml-in answer (`<response status="ok">`). */
  | { kind: 'xml' }
  | { kind: 'html' }
  /** A form's answer: 303 to the page. */
  | { kind: 'redirect' }
  /** The OpenAPI document itself. */
  | { kind: 'openapi' }
  | { kind: 'javascript' };

/** How the API description tells one operation: the schemas its function validates with, and its answer. */
export interface Description {
  summary: string;
  tag: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  success: Success;
  /** The 4xx statuses it can answer besides 400, 401, 403 and 429, which every API operation can. */
  errors?: number[];
}

const reference: Success = { kind: 'reference' };
const yes: Success = { kind: 'true' };

/** Every operation's description; the type makes a new operation's description required. */
export const descriptions: Record<OperationName, Description> = {
  'clients.create': {
    summary: 'Create a client',
    tag: 'Clients',
    body: clientInput,
    success: reference,
    errors: [409],
  },
  'clients.get': {
    summary: 'Get a client',
    tag: 'Clients',
    params: clientIdParam,
    success: { kind: 'json', schema: answers.clientRecord },
    errors: [404],
  },
  'clients.update': {
    summary: 'Update a client',
    tag: 'Clients',
    params: clientIdParam,
    body: clientInput,
    success: yes,
    errors: [404, 409],
  },
  'clients.delete': { summary: 'Delete a client', tag: 'Clients', params: clientIdParam, success: yes, errors: [404] },
  'clients.list': {
    summary: 'List clients',
    tag: 'Clients',
    query: clientListQuery,
    success: { kind: 'page', item: answers.clientSummary },
  },
  'documents.create': {
    summary: 'Create an invoice, estimate or credit note',
    tag: 'Documents',
    params: documentTypeParam,
    body: documentInput,
    success: reference,
    errors: [404, 409],
  },
  'documents.get': {
    summary: 'Get a document',
    tag: 'Documents',
    params: documentParams,
    success: { kind: 'json', schema: answers.documentRecord },
    errors: [404],
  },
  'documents.update': {
    summary: 'Update a document',
    tag: 'Documents',
    params: documentParams,
    body: documentInput,
    success: yes,
    errors: [404, 409],
  },
  'documents.delete': {
    summary: 'Delete a document',
    tag: 'Documents',
    params: documentParams,
    success: yes,
    errors: [404, 409],
  },
  'documents.list': {
    summary: 'List documents of a type',
    tag: 'Documents',
    params: documentTypeParam,
    query: documentListQuery,
    success: { kind: 'page', item: answers.documentSummary },
  },
  'documents.send': {
    summary: 'Send a document by e-mail',
    tag: 'Documents',
    params: documentParams,
    body: sendInput,
    success: yes,
    errors: [404, 409, 422],
  },
  'documents.pdf': {
    summary: 'The document as a PDF (Factur-X for invoices and credit notes that can carry one)',
    tag: 'Documents',
    params: documentParams,
    success: { kind: 'pdf' },
    errors: [404],
  },
  'documents.ubl': {
    summary: 'The document as an EN 16931 UBL 2.1 e-invoice',
    tag: 'E-invoices',
    params: documentParams,
    success: { kind: 'einvoice' },
    errors: [404, 409, 422],
  },
  'documents.cii': {
    summary: 'The document as an EN 16931 UN/CEFACT CII D16B e-invoice',
    tag: 'E-invoices',
    params: documentParams,
    success: { kind: 'einvoice' },
    errors: [404, 409, 422],
  },
  'documents.issue': {
    summary: 'Issue a credit note',
    tag: 'Documents',
    params: numberParam,
    success: yes,
    errors: [404, 409],
  },
  'documents.cancel': {
    summary: 'Cancel an invoice with a credit note of its balance',
    tag: 'Documents',
    params: numberParam,
    success: reference,
    errors: [404, 409],
  },
  'documents.invoice-estimate': {
    summary: 'Turn an estimate into an invoice',
    tag: 'Documents',
    params: numberParam,
    success: reference,
    errors: [404, 409],
  },
  'documents.history': {
    summary: "A document's history, oldest first",
    tag: 'Documents',
    params: documentParams,
    success: { kind: 'json', schema: answers.historyList },
    errors: [404],
  },
  'catalog.create': {
    summary: 'Create a category',
    tag: 'Catalog',
    body: categoryCreate,
    success: { kind: 'true', located: true },
    errors: [409],
  },
  'catalog.get': {
    summary: 'Get a category',
    tag: 'Catalog',
    params: categoryParams,
    success: { kind: 'json', schema: answers.category },
    errors: [404],
  },
  'catalog.update': {
    summary: 'Update a category',
    tag: 'Catalog',
    params: categoryParams,
    body: categoryUpdate,
    success: yes,
    errors: [404, 409],
  },
  'catalog.delete': {
    summary: 'Delete a category',
    tag: 'Catalog',
    params: categoryParams,
    success: yes,
    errors: [404],
  },
  'catalog.list': {
    summary: 'List categories',
    tag: 'Catalog',
    query: categoryListQuery,
    success: { kind: 'page', item: answers.category },
  },
  'catalog.filter': {
    summary: 'List categories matching a filter',
    tag: 'Catalog',
    query: categoryListQuery,
    body: categoryFilter,
    success: { kind: 'page', item: answers.category },
  },
  'staff.create': {
    summary: 'Create a staff user',
    tag: 'Staff',
    body: staffCreate,
    success: { kind: 'json', schema: answers.staffCreated },
    errors: [409],
  },
  'staff.update': {
    summary: 'Update a staff user',
    tag: 'Staff',
    params: staffParams,
    body: staffUpdate,
    success: { kind: 'json', schema: answers.staffUser },
    errors: [404],
  },
  'staff.list': {
    summary: 'List staff users',
    tag: 'Staff',
    query: staffListQuery,
    success: { kind: 'page', item: answers.staffUser },
  },
  'staff.delete': { summary: 'Delete a staff user', tag: 'Staff', params: staffParams, success: yes, errors: [404] },
  'payments.create': {
    summary: 'Record a payment',
    tag: 'Payments',
    body: paymentInput,
    success: reference,
    errors: [404, 409],
  },
  'payments.get': {
    summary: 'Get a payment',
    tag: 'Payments',
    params: paymentParams,
    success: { kind: 'json', schema: answers.payment },
    errors: [404],
  },
  'payments.list': {
    summary: 'List payments',
    tag: 'Payments',
    query: paymentListQuery,
    success: { kind: 'page', item: answers.payment },
  },
  'payments.delete': {
    summary: 'Reverse a payment',
    tag: 'Payments',
    params: paymentParams,
    success: yes,
    errors: [404, 409],
  },
  'account.profile-get': {
    summary: 'The seller profile',
    tag: 'Account',
    success: { kind: 'json', schema: answers.profile },
  },
  'account.profile-update': {
    summary: 'Update the seller profile',
    tag: 'Account',
    body: profileInput,
    success: { kind: 'json', schema: answers.profile },
  },
  'callbacks.xml-in': {
    summary: 'The xml-in methods: callbacks and deliveries',
    tag: 'Webhooks',
    success: { kind: 'xml' },
    errors: [404, 409, 413, 415],
  },
  'reference.openapi': {
    summary: 'This OpenAPI 3.1 description',
    tag: 'Reference',
    success: { kind: 'openapi' },
  },
  'reference.docs': { summary: 'The reference page of this description', tag: 'Reference', success: { kind: 'html' } },
  'reference.renderer': {
    summary: "The reference page's renderer (Scalar), served from here",
    tag: 'Reference',
    params: rendererParams,
    success: { kind: 'javascript' },
    errors: [400, 404],
  },
  'documents.share': {
    summary: 'A link to the document page for the client',
    tag: 'Document page',
    params: documentParams,
    body: shareInput,
    success: { kind: 'json', schema: answers.shareLink },
    errors: [404],
  },
  'documents.unshare': {
    summary: 'Revoke every link of a document',
    tag: 'Document page',
    params: documentParams,
    success: yes,
    errors: [404],
  },
  'pages.view': {
    summary: "The document's page (HTML, in the client's language); the first view is recorded",
    tag: 'Document page',
    params: pageParams,
    success: { kind: 'html' },
    errors: [404],
  },
  'pages.pdf': {
    summary: 'The PDF, from the page',
    tag: 'Document page',
    params: pageParams,
    success: { kind: 'pdf' },
    errors: [404],
  },
  'pages.ubl': {
    summary: 'The UBL e-invoice, from the page',
    tag: 'Document page',
    params: pageParams,
    success: { kind: 'einvoice' },
    errors: [404],
  },
  'pages.cii': {
    summary: 'The CII e-invoice, from the page',
    tag: 'Document page',
    params: pageParams,
    success: { kind: 'einvoice' },
    errors: [404],
  },
  'pages.accept': {
    summary: "Accept a sent estimate: the page's form (303 back to the page)",
    tag: 'Document page',
    params: pageParams,
    success: { kind: 'redirect' },
    errors: [403, 404, 409],
  },
  'pages.decline': {
    summary: "Decline a sent estimate: the page's form (303 back to the page)",
    tag: 'Document page',
    params: pageParams,
    success: { kind: 'redirect' },
    errors: [403, 404, 409],
  },
};
