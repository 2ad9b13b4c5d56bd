/**
 * The sharing feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime } from '../../kernel/answers.ts';

/** `PUT .../action/share/{type}/{id}` (docs/api.md §12). */
export const shareLink = component('ShareLink', z.object({ url: z.url(), expires: dateTime }));
