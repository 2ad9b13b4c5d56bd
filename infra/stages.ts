/** Names every stage's resources share, so the admin command finds what the stack made. */
export const stageTableName = (stage: string): string => `invoicing-${stage}`;
