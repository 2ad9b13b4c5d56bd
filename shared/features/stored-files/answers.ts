/**
 * The stored files' answers as schemas, for the API description: what an upload link's request
 * gives (docs/api.md §18), for every feature that takes files past a request's size.
 */
import * as z from 'zod/mini';
import { component, dateTime, text } from '../../kernel/answers.ts';

/** What an upload link's request answers: where and how to send the file, and the `Upload` to name it by then. */
export const uploadLink = component(
  'UploadLink',
  z.object({
    Upload: text,
    Method: z.literal('PUT'),
    Url: text,
    Headers: z.object({ 'Content-Type': text, 'Content-Length': text }),
    ExpiresAt: dateTime,
  }),
);
