import { type RefObject, useLayoutEffect } from 'react';
import { markHydrated } from './hydration-signal';

/**
 * Rendered beside a pre-rendered page (in the same Suspense boundary): its layout effect runs in the
 * commit that hydrates the page, so the early guard (before-hydration.ts) hands over at that moment.
 */
export function HydrationMark(): null {
  useLayoutEffect(markHydrated, []);
  return null;
}

/**
 * React keeps what a visitor typed into a pre-rendered input before hydration, but its state does
 * not know, and the next render would put the state's empty value back. This adopts the typed
 * values (by input name) into state in the hydrating commit, before anything can render again.
 */
export function useKeepTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  fields: Record<string, (typed: string) => void>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the commit that hydrates the form.
  useLayoutEffect(() => {
    for (const [name, adopt] of Object.entries(fields)) {
      const input = form.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== '') adopt(input.value);
    }
  }, []);
}
