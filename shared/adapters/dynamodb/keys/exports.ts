import { pad } from './parts.ts';

/** The keys of the exports feature's items (docs/data-model.md). */
export const exportsKeys = {
  /** An export job (docs/exports.md). */
  exportJob: (accountId: string, exportId: number) => ({ PK: `A#${accountId}`, SK: `EXPORT#${pad(exportId)}` }),
};
