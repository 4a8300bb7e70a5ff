/** The Bedrock tier's evaluation; it needs AWS credentials and says clearly when it is skipped. */
export async function runBedrockEval(sets: readonly string[]): Promise<void> {
  const env = process.env;
  const hasCredentials = Boolean(
    env.AWS_ACCESS_KEY_ID ||
      env.AWS_PROFILE ||
      env.AWS_CONTAINER_CREDENTIALS_FULL_URI ||
      env.AWS_WEB_IDENTITY_TOKEN_FILE,
  );
  if (!hasCredentials) {
    console.log(
      `eval:safety --engine bedrock: SKIPPED, no AWS credentials in this environment (sets: ${sets.join(', ')}).`,
    );
    return;
  }
  console.log('eval:safety --engine bedrock: the Bedrock classification tier is not wired yet.');
}
