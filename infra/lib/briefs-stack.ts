import { API_ROUTES, AUTHORIZER_HANDLER, MEDIA_WORKER, SCHEDULED_JOBS } from '@briefs/shared';
import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ApiGateway } from './api-gateway.ts';
import { ApiRoutes } from './api-routes.ts';
import { Data } from './data.ts';
import { createJwtSecret } from './jwt-secret.ts';
import { MediaWorker } from './media-worker.ts';
import { Monitoring } from './monitoring.ts';
import { createOriginSecret, originSecretValue } from './origin-secret.ts';
import { assertHandlersExist, DEFAULT_WEB_DIST } from './paths.ts';
import { SafetyGuardrail } from './safety-guardrail.ts';
import { Schedules } from './schedules.ts';
import { Storage } from './storage.ts';
import { Web } from './web.ts';

export interface BriefsStackProps extends StackProps {
  /** Built SPA to upload; skipped when the folder does not exist. Default web/dist. */
  webDistDir?: string;
}

/** The whole product in one env-agnostic stack (synthesizes without an AWS account). */
export class BriefsStack extends Stack {
  constructor(scope: Construct, id: string, props: BriefsStackProps = {}) {
    super(scope, id, props);
    assertHandlersExist([
      ...API_ROUTES.map((r) => r.handler),
      AUTHORIZER_HANDLER,
      ...SCHEDULED_JOBS.map((j) => j.handler),
      MEDIA_WORKER.handler,
    ]);
    const p = this.parameters();

    const data = new Data(this, 'Data');
    const storage = new Storage(this, 'Storage');
    const jwtSecret = createJwtSecret(this, 'JwtSigningKey');
    const gateway = new ApiGateway(this, 'Api');
    const originSecret = originSecretValue(createOriginSecret(this, 'OriginVerify'));
    const web = new Web(this, 'Web', {
      apiDomain: gateway.domain,
      originSecret,
      logs: storage.logs,
      webDistDir: props.webDistDir ?? DEFAULT_WEB_DIST,
    });
    storage.allowPresignedAccessFrom(web.url);

    // APP_URL is the distribution's own URL, passed directly. This is no cycle because the
    // distribution depends only on the Api resource (its origin host), while the functions depend
    // on the distribution and the routes depend on the functions. The CDK tests check it.
    const guardrail = new SafetyGuardrail(this, 'SafetyGuardrail');
    const environment = {
      TABLE_NAME: data.table.tableName,
      MEDIA_BUCKET: storage.media.bucketName,
      APP_URL: web.url,
      MAILER: 'ses',
      MAIL_FROM: p.mailFrom,
      COACH_ENGINE: p.coachEngine,
      BEDROCK_MODEL_ID: p.bedrockModelId,
      BEDROCK_GUARDRAIL_ID: guardrail.id,
      BEDROCK_GUARDRAIL_VERSION: guardrail.versionNumber,
      JWT_SECRET_ARN: jwtSecret.secretArn,
      ORIGIN_SECRET: originSecret,
      ORIGIN_SECRET_REQUIRED: 'true',
      METRICS: 'emf',
      TRANSCRIBER: 'transcribe',
    };
    const grantables = {
      table: data.table,
      media: storage.media,
      jwtSecret,
      mailFrom: p.mailFrom,
      bedrockModelId: p.bedrockModelId,
      guardrailArn: guardrail.arn,
    };
    const worker = new MediaWorker(this, 'MediaWorker', { ...grantables, environment });
    const routes = new ApiRoutes(gateway, 'Routes', {
      httpApi: gateway.httpApi,
      environment: { ...environment, MEDIA_JOB_FUNCTION: worker.function.functionName },
      ...grantables,
      mediaWorker: worker.function,
    });
    const schedules = new Schedules(this, 'Schedules', { table: data.table, media: storage.media, environment });
    const monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: gateway.httpApi,
      table: data.table,
      functions: new Map([
        ['Authorizer', routes.authorizerFunction],
        ...routes.functions,
        ...[...schedules.functions].map(([name, fn]) => [`Scheduled ${name}`, fn] as const),
        ['Media worker', worker.function],
      ]),
      mediaWorker: worker.function,
      alarmEmail: p.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: web.url, description: 'The product (SPA and API)' });
    new CfnOutput(this, 'ApiUrl', {
      value: gateway.url,
      description: 'HTTP API (answers 403 unless called through SiteUrl)',
    });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: storage.media.bucketName });
    new CfnOutput(this, 'WebBucketName', { value: web.bucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: monitoring.topic.topicArn, description: 'Alarms are sent here' });
    new CfnOutput(this, 'DashboardName', { value: monitoring.dashboard.dashboardName });
    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn, description: 'Write the EC key pair here' });
  }

  private parameters() {
    const mailFrom = new CfnParameter(this, 'MailFrom', {
      type: 'String',
      description: 'Sender address for emails; must be a verified SES identity (address or domain).',
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'an email address',
    });
    const coachEngine = new CfnParameter(this, 'CoachEngine', {
      type: 'String',
      description:
        'bedrock: Amazon Bedrock (Converse tool use), with the built-in engine as fallback on any model error; builtin: the offline engine only.',
      allowedValues: ['builtin', 'bedrock'],
      default: 'bedrock',
    });
    const bedrockModelId = new CfnParameter(this, 'BedrockModelId', {
      type: 'String',
      description: 'Bedrock model id used when CoachEngine is bedrock.',
      default: 'anthropic.claude-3-5-haiku-20241022-v1:0',
    });
    const alarmEmail = new CfnParameter(this, 'AlarmEmail', {
      type: 'String',
      description: 'Who receives alarm emails (confirm the subscription mail); empty: alarms go to the SNS topic only.',
      allowedPattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'an email address, or empty',
      default: '',
    });
    return {
      alarmEmail: alarmEmail.valueAsString,
      mailFrom: mailFrom.valueAsString,
      coachEngine: coachEngine.valueAsString,
      bedrockModelId: bedrockModelId.valueAsString,
    };
  }
}
