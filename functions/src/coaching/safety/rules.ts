/**
 * A rule that needs every part somewhere in the (normalised, single-line) text, in any order.
 * Anchored at the start so a failing rule costs one pass per part, not one per starting position.
 */
export function allOf(...parts: string[]): RegExp {
  return new RegExp(`^${parts.map((part) => `(?=.*?(?:${part}))`).join('')}`);
}
