import { config } from '../../kernel/config.ts';
/** Seconds between delivery attempts; attempts = entries + 1 (docs/api.md §7). */
export const PRODUCTION_SCHEDULE = [60, 300, 1800, 7200, 21600, 43200];

/** WEBHOOK_RETRY_SCHEDULE (`1,1,2`), else the production schedule. Each wait fits SQS's 12 h visibility limit. */
export function retrySchedule(value = config.webhookRetrySchedule): number[] {
  if (!value?.trim()) return PRODUCTION_SCHEDULE;
  const waits = value.split(',').map((s) => Number(s.trim()));
  if (!waits.length || waits.some((w) => !Number.isInteger(w) || w < 0 || w > 43_200)) {
    throw new Error(`WEBHOOK_RETRY_SCHEDULE must be whole seconds from 0 to 43200, comma separated: ${value}`);
  }
  return waits;
}

/** Attempts of a delivery: the schedule's waits, plus one. */
export const maxAttempts = (schedule = retrySchedule()) => schedule.length + 1;
