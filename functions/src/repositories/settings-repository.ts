import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { weeklyBriefKey } from './keys.ts';
import type { Table } from './table.ts';

/** Product-wide settings. Key: pk `SETTINGS`, sk `<name>` (e.g. `WEEKLY_BRIEF`). */
export class SettingsRepository {
  constructor(private readonly table: Table) {}

  async getWeeklyBriefUrl(): Promise<string> {
    const result = await this.table.db.send(new GetCommand({ TableName: this.table.name, Key: weeklyBriefKey }));
    return (result.Item?.videoUrl as string | undefined) ?? '';
  }

  async setWeeklyBriefUrl(videoUrl: string, updatedBy: string, now: Date): Promise<void> {
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: { ...weeklyBriefKey, videoUrl, updatedBy, updatedAt: now.toISOString() },
      }),
    );
  }
}
