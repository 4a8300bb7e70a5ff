import { API_ROUTES, type ApiRoute, AUTHORIZER_CACHE_SECONDS, AUTHORIZER_HANDLER, routeKey } from '@briefs/shared';
import { Duration, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { constructIdFor, createHandlerFunction } from './handler-function.ts';
import { type Grantables, grantNeeds, grantSigningKey } from './permissions.ts';

export interface ApiRoutesProps extends Grantables {
  httpApi: IHttpApi;
  environment: Record<string, string>;
  /** The route table; the shared one unless a test passes its own. */
  routes?: readonly ApiRoute[];
}

/** One Lambda and one route per entry of the route table, plus the authorizer. */
export class ApiRoutes extends Construct {
  readonly authorizerFunction: NodejsFunction;
  /** Functions by route key (`POST /api/waitlist`). */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    this.authorizerFunction = createHandlerFunction(this, 'Authorizer', {
      handler: AUTHORIZER_HANDLER,
      environment: props.environment,
    });
    grantSigningKey(this.authorizerFunction, props.jwtSecret);
    // It verifies the token only; the account check is the handler wrapper's (decision 008).
    const authorizer = new HttpLambdaAuthorizer('BearerToken', this.authorizerFunction, {
      identitySource: ['$request.header.Authorization'],
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      // The answer depends on the token alone, so it is cached per token (docs/decisions/008).
      resultsCacheTtl: Duration.seconds(AUTHORIZER_CACHE_SECONDS),
    });

    for (const route of props.routes ?? API_ROUTES) {
      const key = routeKey(route);
      const fnId = constructIdFor(key);
      const fn = createHandlerFunction(this, fnId, {
        handler: route.handler,
        timeoutSeconds: route.timeoutSeconds,
        environment: props.environment,
        description: key,
        shipsSafetyModel: route.needs?.includes('safetyGate'),
      });
      grantNeeds(fn, route.needs ?? [], props);
      const httpRoute = new HttpRoute(this, `${fnId}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${fnId}Integration`, fn),
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${key} is public by the spec (access: public in shared/src/routes.ts).`,
        });
      }
      this.functions.set(key, fn);
    }
  }
}
