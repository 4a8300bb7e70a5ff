import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * The secret CloudFront adds to every request it forwards to the API (`x-origin-verify`). The
 * handler wrapper refuses requests without it (ORIGIN_SECRET_REQUIRED), which closes the
 * `execute-api` address to everyone but CloudFront, and only such requests may name the viewer's
 * address (`CloudFront-Viewer-Address`). Why not `disableExecuteApiEndpoint`: CloudFront itself
 * reaches the API through that address unless the API has a custom domain, which the stack does
 * not require (docs/decisions/009-cloudfront-only-api.md).
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

export function createOriginSecret(scope: Construct, id: string): Secret {
  const secret = new Secret(scope, id, {
    description: 'B.R.I.E.F.S: the header value CloudFront adds so the API accepts only requests through it.',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'CloudFront and the functions read the value at deploy time; rotating means redeploying both, a deliberate operator act.',
  });
  return secret;
}

/** The value as a deploy-time reference (resolved by CloudFormation, never in the template). */
export function originSecretValue(secret: Secret): string {
  return secret.secretValue.unsafeUnwrap();
}
