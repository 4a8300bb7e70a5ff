import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emailClaimKey } from './keys.ts';
import type { Table } from './table.ts';

/**
 * Email claims keep emails unique across accounts. Key: pk `EMAIL#<email>`, sk `CLAIM`,
 * attribute `userId`. Written in the same transaction as the account it belongs to.
 */
export class EmailClaimRepository {
  constructor(private readonly table: Table) {}

  async findUserId(email: string): Promise<string | null> {
    const result = await this.table.db.send(new GetCommand({ TableName: this.table.name, Key: emailClaimKey(email) }));
    return (result.Item?.userId as string | undefined) ?? null;
  }
}
