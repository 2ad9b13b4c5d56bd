import { recurringCreate } from './create.ts';
import { recurringDelete } from './delete.ts';
import { recurringGet } from './get.ts';
import { recurringList } from './list.ts';
import { recurringPause } from './pause.ts';
import { recurringResume } from './resume.ts';
import { recurringUpdate } from './update.ts';

/** The recurring feature's API operations (shared/operations.ts lists every feature's). */
export const recurringOperations = [
  recurringCreate,
  recurringGet,
  recurringUpdate,
  recurringDelete,
  recurringPause,
  recurringResume,
  recurringList,
] as const;
