import { pagesAccept } from './page-accept.ts';
import { pagesCii } from './page-cii.ts';
import { pagesDecline } from './page-decline.ts';
import { pagesPdf } from './page-pdf.ts';
import { pagesUbl } from './page-ubl.ts';
import { pagesView } from './page-view.ts';
import { documentsShare } from './share.ts';
import { documentsUnshare } from './unshare.ts';

/** The sharing feature's API operations (shared/operations.ts lists every feature's). */
export const sharingOperations = [
  documentsShare,
  documentsUnshare,
  pagesView,
  pagesPdf,
  pagesUbl,
  pagesCii,
  pagesAccept,
  pagesDecline,
] as const;
