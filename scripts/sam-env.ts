// Writes sam-env.json for `sam local invoke|start-api -t cdk.out/BriefsStack.template.json --env-vars sam-env.json`:
// the functions reach DynamoDB Local and s3rver of a running `npm start` through the Docker host.
// Usage: npx cdk synth && npx tsx scripts/sam-env.ts [--data-dir .data] [--host host.docker.internal] [--out sam-env.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { samEnvironment } from '../infra/local/sam-env.ts';

const { values } = parseArgs({
  options: {
    template: { type: 'string', default: 'cdk.out/BriefsStack.template.json' },
    'data-dir': { type: 'string', default: '.data' },
    host: { type: 'string', default: 'host.docker.internal' },
    out: { type: 'string', default: 'sam-env.json' },
  },
});
const template = JSON.parse(readFileSync(values.template, 'utf8'));
// The running local stack records where its engines listen.
const stack = JSON.parse(readFileSync(join(values['data-dir'], 'stack.json'), 'utf8')) as {
  dynamoEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucket: string;
};
const env = samEnvironment(template, {
  dynamoPort: Number(new URL(stack.dynamoEndpoint).port),
  s3Port: Number(new URL(stack.s3Endpoint).port),
  host: values.host,
  tableName: stack.tableName,
  bucket: stack.bucket,
});
writeFileSync(values.out, `${JSON.stringify(env, null, 2)}\n`);
console.log(`Wrote ${values.out} for ${Object.keys(env).length} functions (engines on ${values.host}).`);
