import headFile from '../../../../data/safety/meaning-head.json' with { type: 'json' };
import secondHeadFile from '../../../../data/safety/meaning-head-2.json' with { type: 'json' };
import type { Thresholds } from './bank.ts';
import { LexicalModel, type LexicalTable } from './lexical.ts';

/**
 * A logistic-regression head over the meaning features (weights in functions/data/safety/meaning-head.json,
 * trained offline by functions/eval/safety/head/export-head.py; standardisation folded into the
 * weights): one dot product per message.
 */
export interface MeaningHead {
  features: string[];
  bias: number;
  /** One weight per scalar feature, in `features` order; the risk-word flag is one of them. */
  scalars: number[];
  /** Weights on the 512-d vector of the most crisis-like unit. */
  vector: number[];
  thresholds: Thresholds;
  /** The n-gram table whose score is the `lexical` feature (absent in a head trained without it). */
  lexical?: LexicalTable;
}

/** What the head reads of a message, besides whether the word layers found a risk word. */
export interface MeaningFeatures {
  margin: number;
  crisisTop5: number;
  safeTop5: number;
  crisisTop1: number;
  safeTop1: number;
  meanMargin: number;
  secondMargin: number;
  units: number;
  words: number;
  vector: Float32Array;
  text: string;
  /** The units the encoder read, for the lexical feature. */
  unitTexts: readonly string[];
}

const FIRST = /\b(i|i'm|im|me|my|myself|mine)\b/g;
const OTHER =
  /\b(he|she|his|her|him|they|them|their|friend|son|daughter|brother|sister|mum|mom|dad|kid|child|someone|somebody)\b/g;
const TIME = /\b(tonight|tomorrow|goodbye|anymore|forever|end it|never)\b/;

export function loadMeaningHead(): MeaningHead {
  return headFile as MeaningHead;
}

/** The head trained with the second bank (`meaning-bank-2.json`). */
export function loadSecondMeaningHead(): MeaningHead {
  return secondHeadFile as MeaningHead;
}

/** Each head's lexical table as a Map, built once (about 10 ms: at warm-up, not in a person's first message). */
const lexicalModels = new WeakMap<MeaningHead, LexicalModel>();
export function lexicalOf(head: MeaningHead): LexicalModel | undefined {
  if (!head.lexical) return undefined;
  let model = lexicalModels.get(head);
  if (!model) {
    model = new LexicalModel(head.lexical);
    lexicalModels.set(head, model);
  }
  return model;
}

/** The head's score as if there were no risk word, and what a risk word adds to it. */
export function headScores(head: MeaningHead, f: MeaningFeatures): { score: number; riskWord: number } {
  const text = f.text.toLowerCase();
  const words = Math.max(1, text.split(/\s+/).filter(Boolean).length);
  const values: Record<string, number> = {
    margin: f.margin,
    crisisTop5: f.crisisTop5,
    safeTop5: f.safeTop5,
    crisisTop1: f.crisisTop1,
    safeTop1: f.safeTop1,
    meanMargin: f.meanMargin,
    secondMargin: f.secondMargin,
    logUnits: Math.log1p(f.units),
    logWords: Math.log1p(f.words),
    riskWord: 0,
    firstPerson: (text.match(FIRST)?.length ?? 0) / words,
    otherPerson: (text.match(OTHER)?.length ?? 0) / words,
    timeCue: TIME.test(text) ? 1 : 0,
    question: text.includes('?') ? 1 : 0,
    lexical: lexicalOf(head)?.score(f.unitTexts) ?? 0,
  };
  let score = head.bias;
  head.features.forEach((name, i) => {
    score += (head.scalars[i] ?? 0) * (values[name] ?? 0);
  });
  for (let i = 0; i < f.vector.length; i++) score += (head.vector[i] ?? 0) * (f.vector[i] as number);
  return { score, riskWord: head.scalars[head.features.indexOf('riskWord')] ?? 0 };
}
