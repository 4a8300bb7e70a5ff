import { describe, expect, it } from 'vitest';
import { readPhrasings } from '../../../../eval/safety/phrasings.ts';
import { SafetyGate } from '../gate.ts';
import { loadSafetyGate } from '../load-gate.ts';
import { loadMeaningBank, loadMeaningBanks, type MeaningBank, type Thresholds } from './bank.ts';
import { loadMeaningHead } from './head.ts';
import { MeaningLayer } from './meaning-layer.ts';
import { meaningUnits } from './sentences.ts';

describe('meaning layer (Universal Sentence Encoder lite)', () => {
  it('loads the bank: unit vectors, a category for every crisis unit, ordered thresholds', () => {
    const bank = loadMeaningBank();
    expect(bank.crisis.length).toBeGreaterThan(500);
    expect(bank.safe.length).toBeGreaterThan(500);
    expect(bank.crisisCategories).toHaveLength(bank.crisis.length);
    const norm = Math.hypot(...(bank.crisis[0] ?? []));
    expect(norm).toBeCloseTo(1, 3);
    const t = bank.thresholds;
    expect(t.checkIn).toBeLessThanOrEqual(t.crisis);
    expect(t.sweepSafe).toBeLessThanOrEqual(t.sweepCrisis);
  });

  it('reads with two banks, each with its own head and thresholds', () => {
    const banks = loadMeaningBanks();
    expect(banks).toHaveLength(2);
    const [first, second] = banks as [MeaningBank, MeaningBank];
    expect(second.head).not.toBe(first.head);
    expect(second.crisis.length).toBeGreaterThan(first.crisis.length);
    expect(second.crisisCategories).toHaveLength(second.crisis.length);
  });

  it('answers with the more serious of the two heads, and the category of the one that answered', async () => {
    const axis = (weights: Record<number, number>) => {
      const vector = new Float32Array(512);
      for (const [at, weight] of Object.entries(weights)) vector[Number(at)] = weight;
      return vector;
    };
    // Each message reads 0.8 from the crisis unit and 0 from the everyday one: a margin of 0.8 for both banks.
    const encoder = { embed: async (units: readonly string[]) => units.map(() => axis({ 0: 0.8, 1: 0.6 })) };
    const bank = (category: 'suicide' | 'harm_to_others', thresholds: Thresholds): MeaningBank => ({
      dims: 512,
      crisis: [axis({ 0: 1 })],
      crisisCategories: [category],
      safe: [axis({ 9: 1 })],
      thresholds,
    });
    const calm = bank('suicide', { checkIn: 0.9, shortCheckIn: 0.9, crisis: 1, sweepSafe: 0.9, sweepCrisis: 1 });
    const alert = bank('harm_to_others', {
      checkIn: 0.5,
      shortCheckIn: 0.5,
      crisis: 0.7,
      sweepSafe: 0.5,
      sweepCrisis: 1,
    });
    const text = 'the words do not matter to this encoder at all';
    const alone = await new MeaningLayer(encoder, [calm]).read(text);
    expect([alone.level, alone.sweptLevel]).toEqual(['ok', 'ok']);
    const both = await new MeaningLayer(encoder, [calm, alert]).read(text);
    expect(both).toMatchObject({ level: 'crisis', sweptLevel: 'check_in', category: 'harm_to_others' });
    expect(both.heads.map((head) => head.level)).toEqual(['ok', 'crisis']);
    expect(both.heads[0]?.margin).toBeCloseTo(0.8, 5);
    // A few words never get a crisis answer from meaning alone, from either head.
    expect((await new MeaningLayer(encoder, [calm, alert]).read('it is all fine')).level).toBe('check_in');
  });

  it('loads the head: a weight per feature and per dimension, thresholds in order', () => {
    const head = loadMeaningHead();
    expect(head.scalars).toHaveLength(head.features.length);
    expect(head.vector).toHaveLength(512);
    expect(head.features).toContain('riskWord');
    expect(head.thresholds.checkIn).toBeLessThanOrEqual(head.thresholds.crisis);
    expect(head.thresholds.sweepSafe).toBeLessThanOrEqual(head.thresholds.sweepCrisis);
  });

  it("coaches the integration tests' everyday texts and stops their crises and check-in", async () => {
    const gate = await loadSafetyGate();
    for (const { text, label } of readPhrasings('integration-test-texts')) {
      const level = (await gate.screenOne(text)).level;
      if (label === 'ok') expect(level, text).toBe('ok');
      else expect(level, text).not.toBe('ok');
    }
  }, 60_000);

  it('reads sentences as units, a short fragment with its neighbour, repeated sentences once', () => {
    expect(
      meaningUnits(
        'The final is tomorrow at noon in the big arena. I feel sick. The final is tomorrow at noon in the big arena.',
      ),
    ).toEqual([
      'the final is tomorrow at noon in the big arena i feel sick',
      'the final is tomorrow at noon in the big arena',
    ]);
    expect(meaningUnits('   ')).toEqual([]);
  });

  it('asks about wording no list has seen, and coaches ordinary stress', async () => {
    const gate = await loadSafetyGate();
    const farewell = await gate.screenOne(
      'i have sorted out who gets my things and written to my sister, it will all be quiet soon',
    );
    expect(farewell.level).not.toBe('ok');
    for (const text of [
      'My 200m final is in 10 minutes and my legs feel like jelly.',
      'Nervous about my exam tomorrow morning.',
      'As a paramedic I treated an overdose patient on my shift and I keep replaying it',
    ]) {
      expect((await gate.screenOne(text)).level, text).toBe('ok');
    }
  }, 30_000);

  it('reads past a long number (an order number, a timestamp): it is no word to the encoder', async () => {
    const gate = await loadSafetyGate();
    const text = 'My hamstring tightens on the start line and I lose the first ten metres';
    expect(meaningUnits(`${text} 1795741962281.`)).toEqual(meaningUnits(`${text}.`));
    expect((await gate.screen([`${text} 1795741962281.`, 'Sprinter, final year'])).level).toBe('ok');
  }, 30_000);

  it('never lowers an explicit hit, whatever the meaning layer reads', async () => {
    const readsSafe = {
      read: async () => ({
        level: 'ok' as const,
        sweptLevel: 'ok' as const,
        category: 'indirect' as const,
        words: 5,
        heads: [],
      }),
    } as unknown as MeaningLayer;
    const gate = new SafetyGate(readsSafe);
    expect((await gate.screenOne('I want to kill myself tonight')).level).toBe('crisis');
    expect((await gate.screenOne('I took 40 paracetamol an hour ago')).level).toBe('crisis');
    // A risk word alone, read as clearly safe, is coached.
    expect((await gate.screenOne('the shooting drill went badly today')).level).toBe('ok');
  });

  it('never answers a crisis from a few words alone, and reads a name with the word layers only', async () => {
    const gate = await loadSafetyGate();
    for (const text of ['Sam', 'Ana', 'Hello', 'Ana Rivera']) {
      expect((await gate.screenOne(text)).level, text).not.toBe('crisis');
    }
    for (const name of ['Ana Rivera', 'Sam', 'John Smith']) {
      expect((await gate.screen(['My exam is tomorrow and I am nervous.'], [name])).level, name).toBe('ok');
    }
    expect((await gate.screen(['My exam is tomorrow.'], ['I want to kill myself'])).level).toBe('crisis');
  }, 30_000);
});
