import type { UploadTextBody } from '@briefs/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BuiltinCoachEngine } from '../coaching/builtin-engine.ts';
import type { Runtime } from '../runtime.ts';
import { submitText } from './coaching.ts';

// The real gate, counted: every caller loads it through this module.
const gate = vi.hoisted(() => ({ passes: 0 }));
vi.mock('../coaching/safety/load-gate.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../coaching/safety/load-gate.ts')>();
  return {
    loadSafetyGate: async () => {
      const loaded = await real.loadSafetyGate();
      return {
        screen: (texts: ReadonlyArray<string | undefined>) => {
          gate.passes += 1;
          return loaded.screen(texts);
        },
      };
    },
  };
});

/** Just what submitText touches: the token pool and the request history. */
function fakeRuntime(): Runtime {
  return {
    now: () => new Date('2026-03-02T10:00:00Z'),
    repos: {
      accounts: { get: async () => ({ tokensRenewAt: '2026-04-01T00:00:00.000Z' }) },
      tokenPools: {
        charge: async () => true,
        chargeWith: async () => true,
        refund: async () => {},
        renewIfDue: async () => false,
      },
      requests: { put: async () => {}, putItem: (item: object) => item },
    },
  } as unknown as Runtime;
}

describe('the safety gate runs once per coaching request', () => {
  beforeEach(() => {
    gate.passes = 0;
  });

  it('screens the text once, then coaches with that answer', async () => {
    const body = { transcript: 'My exam is tomorrow and my mind goes blank.', background: '' } as UploadTextBody;
    const result = await submitText(fakeRuntime(), new BuiltinCoachEngine(), 'user-1', body);
    expect('coachingTip' in result && result.coachingTip.length).toBeGreaterThan(0);
    expect(gate.passes).toBe(1);
  });

  it('answers a crisis from that single pass, before any charge', async () => {
    const runtime = fakeRuntime();
    const charge = vi.spyOn(runtime.repos.tokenPools, 'chargeWith');
    const body = { transcript: 'I want to kill myself tonight.', background: '' } as UploadTextBody;
    const result = await submitText(runtime, new BuiltinCoachEngine(), 'user-1', body);
    expect('crisis' in result).toBe(true);
    expect(charge).not.toHaveBeenCalled();
    expect(gate.passes).toBe(1);
  });
});
