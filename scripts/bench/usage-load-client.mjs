// The usage bench's load generator, on a thread of its own: the local stack it measures answers
// from the main thread's event loop, and a generator sharing that loop would count its own client
// work (fetch, parsing the answers) as the server's time, which a real caller never adds.
import { Agent, request } from 'node:http';
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

// The same HTTP client on both sides: the SDK below sends over node:http with keep-alive, so the
// API calls do too (fetch's client costs more CPU per call on this shared machine than the SDK's).
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const usageUrl = new URL('/api/usage', url);

function getUsage() {
  return new Promise((resolve, reject) => {
    const req = request(usageUrl, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`GET /api/usage answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const work = {
  usage: getUsage,
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
