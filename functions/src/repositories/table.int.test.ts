import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { stackInfo, testTable } from '../../../infra/local/test-support/api.ts';
import { createTable } from './table.ts';

describe('the table clients (DynamoDB Local)', () => {
  it('reads one item on the lean path exactly as the document client does, and undefined when absent', async () => {
    const table = testTable();
    const key = { pk: `TABLE-TEST#${Date.now()}`, sk: 'ITEM' };
    const item = { ...key, name: 'Ada', count: 3, tags: ['a', 'b'], nested: { on: true } };
    await table.db.send(new PutCommand({ TableName: table.name, Item: item }));

    const viaDocument = (await table.db.send(new GetCommand({ TableName: table.name, Key: key }))).Item;
    expect(await table.getItem(key)).toEqual(viaDocument);
    expect(await table.getItem(key)).toEqual(item);
    expect(await table.getItem({ ...key, sk: 'MISSING' })).toBeUndefined();
  });

  it('tells listeners of every command on both clients, before and after the lean path caches its handler', async () => {
    const info = stackInfo();
    const table = createTable({ name: info.tableName, region: 'us-east-1', endpoint: info.dynamoEndpoint });
    const key = { pk: `TABLE-TEST#${Date.now()}`, sk: 'LISTEN' };
    await table.getItem(key); // resolves and caches the raw client's handler first

    const seen: string[] = [];
    const stop = table.onCommand((name) => seen.push(name));
    await table.db.send(new PutCommand({ TableName: table.name, Item: key }));
    await table.getItem(key);
    await table.getItem(key);
    stop();
    await table.getItem(key);

    expect(seen).toEqual(['PutItemCommand', 'GetItemCommand', 'GetItemCommand']);
  });
});
