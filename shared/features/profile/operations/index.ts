import { accountProfileCheck } from './check.ts';
import { accountProfileGet } from './get.ts';
import { accountLogoDelete } from './logo-delete.ts';
import { accountLogoGet } from './logo-get.ts';
import { accountLogoSet } from './logo-set.ts';
import { accountProfileUpdate } from './update.ts';

/** The profile feature's API operations (shared/operations.ts lists every feature's). */
export const profileOperations = [
  accountProfileGet,
  accountProfileCheck,
  accountProfileUpdate,
  accountLogoSet,
  accountLogoGet,
  accountLogoDelete,
] as const;
