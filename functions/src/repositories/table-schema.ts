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
  ],
} as const;
