/**
 * The queues, read by the local runtime (to create them in the SQS emulator) and by the CDK
 * stack. Each may name a dead-letter queue that takes a message after `maxReceiveCount` receives.
 */
export interface QueueDesign {
  readonly name: string;
  readonly visibilityTimeoutSeconds: number;
  readonly deadLetter?: { readonly queue: string; readonly maxReceiveCount: number };
}

export const queueDesign: readonly QueueDesign[] = [];
