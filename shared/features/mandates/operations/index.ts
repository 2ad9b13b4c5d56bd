import { mandatesCreate } from './create.ts';
import { mandatesGet } from './get.ts';
import { mandatesList } from './list.ts';
import { mandatesPdf } from './pdf.ts';
import { mandatesRevoke } from './revoke.ts';

/** The mandates feature's API operations (shared/operations.ts lists every feature's). */
export const mandatesOperations = [mandatesCreate, mandatesGet, mandatesList, mandatesRevoke, mandatesPdf] as const;
