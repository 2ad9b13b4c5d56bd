import { invalid } from '../../../kernel/errors.ts';

/** A file that is not an e-invoice this service reads (docs/api.md §18): 400, naming where it broke. */
export const unreadable = (where: string, why: string) =>
  invalid(`The file is not an e-invoice that can be read: ${where} ${why}.`, [{ field: where, message: why }]);
