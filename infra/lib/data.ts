import { AWS_INDEXES, TABLE_SCHEMA } from '@briefs/functions/repositories/table-schema';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** The TTL attribute (epoch seconds). Reads filter expired items too: TTL deletion lags. */
export const TTL_ATTRIBUTE = TABLE_SCHEMA.ttlAttribute;

/**
 * One table for every record (single-table design, docs/architecture.md#data). The key schema
 * comes from TABLE_SCHEMA, which the local provisioner uses too, so both create the same table.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const s = AttributeType.STRING;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: s },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: s },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // User data outlives a stack deletion; removing it is a deliberate, manual act.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of AWS_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: s },
        sortKey: { name: index.sortKey, type: s },
      });
    }
  }
}
