/**
 * The single table's keys and indexes, read by the local runtime (to create the table in
 * DynamoDB Local) and by the CDK stack (to declare it), so both have the same table.
 * docs/data-model.md says which access pattern each key and index serves.
 */
export const tableDesign = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Items with this attribute (epoch seconds) are removed by DynamoDB's TTL. */
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [
    /** Lists: one partition per (account, kind, folder), sorted newest first by the sort key. */
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Documents of one client: one partition per (account, type, folder, client), newest first. */
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    /**
     * Sparse: deliveries still pending and pending work (a few shards each, by due time or
     * deadline), so a restart or a lost message brings them back; the accounts due a recurring
     * run or reminders; and each account's open invoices by DueDate, for the overdue list.
     */
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
} as const;

/** The name of a global index of the table. */
export type GlobalIndexName = (typeof tableDesign.globalIndexes)[number]['name'];
