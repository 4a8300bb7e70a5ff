import { describe, expect, it } from 'vitest';
import { BedrockCoachEngine, BuiltinCoachEngine, createCoachModel } from './index.ts';

describe('createCoachModel', () => {
  it('builds the engine chosen by injected configuration', () => {
    expect(createCoachModel({ engine: 'builtin' })).toBeInstanceOf(BuiltinCoachEngine);
    expect(
      createCoachModel({ engine: 'bedrock', bedrockModelId: 'amazon.nova-lite-v1:0', region: 'us-east-1' }),
    ).toBeInstanceOf(BedrockCoachEngine);
  });

  it('refuses Bedrock without a model id', () => {
    expect(() => createCoachModel({ engine: 'bedrock' })).toThrow(/bedrockModelId/);
  });
});
