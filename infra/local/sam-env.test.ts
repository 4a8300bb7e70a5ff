import { describe, expect, it } from 'vitest';
import { samEnvironment } from './sam-env.ts';

const template = {
  Resources: {
    GetUsage: {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: 'Table' },
            MEDIA_BUCKET: { Ref: 'Media' },
            MAIL_FROM: 'x@y.z',
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      },
    },
    CdkProvider: { Type: 'AWS::Lambda::Function', Properties: { Environment: { Variables: { OTHER: 'a' } } } },
    Table: { Type: 'AWS::DynamoDB::Table', Properties: {} },
  },
};

describe('the SAM environment file', () => {
  it('points our functions at the local engines through the Docker host, keeping their own plain values', () => {
    const env = samEnvironment(template, { dynamoPort: 8123, s3Port: 4567, host: '172.17.0.1', tableName: 't1' });
    expect(Object.keys(env)).toEqual(['GetUsage']);
    expect(env.GetUsage).toMatchObject({
      TABLE_NAME: 't1',
      MEDIA_BUCKET: 'briefs-media',
      DYNAMODB_ENDPOINT: 'http://172.17.0.1:8123',
      S3_ENDPOINT: 'http://172.17.0.1:4567',
      MAILER: 'outbox',
      JWT_SECRET_ARN: '',
      JWT_KEY_FILE: '/tmp/jwt-key.json',
      MAIL_FROM: 'x@y.z',
      NODE_OPTIONS: '--enable-source-maps',
    });
  });
});
