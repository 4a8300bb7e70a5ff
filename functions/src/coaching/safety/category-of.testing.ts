import { assessSafety } from './assess-safety.ts';

/** The crisis category the pattern layers give a text, or 'ok': what the safety rule tests compare. */
export const categoryOf = (text: string) => {
  const found = assessSafety(text);
  return found.level === 'crisis' ? found.category : 'ok';
};
