import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../lib/ids.ts';
import { GSI1, isConditionalCheckFailed, type Table } from './table.ts';

/**
 * Waitlist entries. Key: pk `WAITLIST#<email>`, sk `ENTRY` (one entry per email, enforced by a
 * conditional put). Listed through gsi1: gsi1pk `WAITLIST`, gsi1sk `<createdAt>#<id>` (oldest first).
 */
export interface WaitlistEntry {
  id: string;
  email: string;
  createdAt: string;
}

export const WAITLIST_LIST_KEY = 'WAITLIST';
export { GSI1 };

export class WaitlistRepository {
  constructor(private readonly table: Table) {}

  /** Creates the entry unless one exists for this email; returns whether it created it. */
  async createIfAbsent(email: string, now: Date): Promise<boolean> {
    const entry: WaitlistEntry = { id: newId(), email, createdAt: now.toISOString() };
    try {
      await this.table.db.send(
        new PutCommand({
          TableName: this.table.name,
          Item: {
            pk: `WAITLIST#${email}`,
            sk: 'ENTRY',
            gsi1pk: WAITLIST_LIST_KEY,
            gsi1sk: `${entry.createdAt}#${entry.id}`,
            ...entry,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
