/**
 * The one list of the features' resumers of pending work (docs/asynchronous-work.md), each declared
 * in the feature that owns its kind of work: the sweep worker hands each overdue work to its kind's.
 */
import { accountRunResumer } from './automation/service.ts';
import { statementResumer } from './bank/statements.ts';
import { batchResumer } from './directdebit/batch-record.ts';
import { transmissionResumer } from './einvoice/transmission.ts';
import { exportResumer } from './exports/service.ts';
import { transferResumer } from './purchases/transfer-marks.ts';
import { sendResumer } from './recurring/runs.ts';
import type { WorkResumer } from './work/model.ts';

/** Every kind of pending work's resumer. */
export const resumers: readonly WorkResumer[] = [
  exportResumer,
  statementResumer,
  accountRunResumer,
  sendResumer,
  transmissionResumer,
  transferResumer,
  batchResumer,
];
