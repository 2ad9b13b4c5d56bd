import { bankEntryGet } from './get.ts';
import { bankEntryIgnore } from './ignore.ts';
import { bankImport } from './import.ts';
import { bankEntryList } from './list.ts';
import { bankEntryMatch } from './match.ts';
import { bankStatementGet } from './statement.ts';

/** The bank feature's API operations (shared/operations.ts lists every feature's). */
export const bankOperations = [
  bankImport,
  bankStatementGet,
  bankEntryList,
  bankEntryGet,
  bankEntryMatch,
  bankEntryIgnore,
] as const;
