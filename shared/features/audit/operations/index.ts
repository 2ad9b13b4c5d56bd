import { auditArchive } from './archive.ts';
import { auditArchiveFile } from './archive-file.ts';
import { auditList } from './list.ts';
import { auditVerify } from './verify.ts';

/** The audit feature's API operations (shared/operations.ts lists every feature's). */
export const auditOperations = [auditList, auditVerify, auditArchive, auditArchiveFile] as const;
