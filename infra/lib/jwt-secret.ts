import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * The JWT signing key pair (ES256). The stack only creates the secret with a random placeholder:
 * a custom resource generating the key would be more machinery than it is worth. The first cold
 * start of a signer or the authorizer finds the placeholder and writes a generated EC key once
 * (fixed ClientRequestToken, so concurrent first starts agree; functions/src/auth/signing-keys.ts).
 * Only the authorizer and routes that need 'jwtSign' may read or write it.
 */
export function createJwtSecret(scope: Construct, id: string): Secret {
  const secret = new Secret(scope, id, {
    description: 'B.R.I.E.F.S JWT signing key (ES256). A placeholder until the first cold start writes the key.',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ placeholder: true }),
      generateStringKey: 'random',
      excludePunctuation: true,
    },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotating the signing key signs everyone out, so it is a deliberate operator act (new kid, overlap), not a rotation Lambda.',
  });
  return secret;
}
