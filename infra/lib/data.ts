import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** The TTL attribute (epoch seconds). Reads filter expired items too: TTL deletion lags. */
export const TTL_ATTRIBUTE = 'expiresAt';

/**
 * One table for every record (single-table design): `pk`/`sk` for items, `gsi1` and `gsi2` for the
 * lists the admin and coach screens page through, so no request path ever needs a Scan.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const s = AttributeType.STRING;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: s },
      sortKey: { name: 'sk', type: s },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // User data outlives a stack deletion; removing it is a deliberate, manual act.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const name of ['gsi1', 'gsi2']) {
      this.table.addGlobalSecondaryIndex({
        indexName: name,
        partitionKey: { name: `${name}pk`, type: s },
        sortKey: { name: `${name}sk`, type: s },
      });
    }
  }
}
