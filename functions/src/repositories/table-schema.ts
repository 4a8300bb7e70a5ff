/**
 * The table's key schema, shared by the CDK stack and the local provisioner so both create the
 * same table. Index names need 3+ characters (DynamoDB rule, enforced by DynamoDB Local too).
 */
export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // Local only: DynamoDB Local keeps expired items, and the local sweep finds them here (a sparse
    // index, one partition per expiry day) instead of scanning. AWS deletes by TTL and needs no index.
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', localOnly: true },
  ],
} as const;

/** The indexes the AWS table has (the local-only ones left out). */
export const AWS_INDEXES = TABLE_SCHEMA.indexes.filter((index) => !('localOnly' in index && index.localOnly));
