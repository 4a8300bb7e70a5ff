import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no CSS animation or transition is running. axe samples colours from one frame:
 * mid-fade (a dialog opening, a button's hover transition) text and background are partly
 * transparent and read as low contrast, so results would depend on timing.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.playState === 'running');
    for (let round = 0; round < 5 && running().length > 0; round++) {
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Serious and critical WCAG 2.1 A/AA violations on the settled page, summarised. */
export async function seriousViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
