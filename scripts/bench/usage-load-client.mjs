// The usage bench's load generator, on a thread of its own: the local stack it measures answers
// from the main thread's event loop, and a generator sharing that loop would count its own client
// work (fetch, parsing the answers) as the server's time, which a real caller never adds.
import { parentPort, workerData } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const { url, token, table, clients, seconds } = workerData;
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: table.region,
    endpoint: table.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

const work = {
  async usage() {
    const response = await fetch(`${url}/api/usage`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/usage answered ${response.status}`);
  },
  async getItem() {
    await db.send(new GetCommand({ TableName: table.name, Key: table.key }));
  },
};

/** `clients` callers back to back for `seconds`; each sample is one call's latency in ms. */
async function load(kind) {
  const samples = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await work[kind]();
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

parentPort.on('message', async ({ kind, once }) => {
  try {
    if (once) await work[kind]();
    parentPort.postMessage({ samples: once ? [] : await load(kind) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
