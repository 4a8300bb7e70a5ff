import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * The JWT signing key pair. The stack only creates the secret with a random placeholder value: a
 * custom resource generating an EC key pair would be more machinery than it is worth. After the
 * first deploy an operator (admin script) writes the real EC key pair (JSON) into it; signers
 * must refuse the placeholder. Only the authorizer and routes that need 'jwtSign' may read it.
 */
export function createJwtSecret(scope: Construct, id: string): Secret {
  const secret = new Secret(scope, id, {
    description: 'B.R.I.E.F.S JWT signing key pair (EC). Placeholder until an operator writes the real key.',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ placeholder: true }),
      generateStringKey: 'random',
      excludePunctuation: true,
    },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotating the signing key invalidates every session; it is rotated by the operator script with a key-id overlap, not by a rotation Lambda.',
  });
  return secret;
}
