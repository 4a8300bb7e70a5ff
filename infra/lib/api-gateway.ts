import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The HTTP API and its `$default` stage (access logs, throttling). Routes come from ApiRoutes. */
export class ApiGateway extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Host name CloudFront uses as the API origin. */
  readonly domain: string;
  readonly url: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // No CORS configuration: CloudFront serves SPA and API on one origin.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'B.R.I.E.F.S API: one Lambda per route of shared/src/routes.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own $default stage, because the implicit one cannot take access-log settings.
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      // A ceiling against floods and runaway clients; far above the product's expected load.
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    // Depends on the Api resource only, so the distribution can point here while the functions
    // (whose APP_URL is the distribution) are attached to routes later: no dependency cycle.
    this.domain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.url = this.stage.url;
  }
}
