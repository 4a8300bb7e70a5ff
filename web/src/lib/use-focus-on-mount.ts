import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to a step's heading when the step appears because the person moved on (not on the
 * first page load), so keyboard and screen-reader users land at the start of the new step.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, by design.
  useEffect(() => {
    if (!enabled) return;
    // Plain focus(): the browser scrolls the heading into view only when it is off screen.
    ref.current?.focus();
  }, []);
}
