import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The accessibility audit every screen passes (docs/architecture.md, Tests): axe finds no
 * serious or critical violation on the page, or on the part `include` selects. Only violations are
 * collected: listing every passing node of a long page cost more than checking it. Axe runs in the page
 * itself ("legacy mode"): by default it gathers its results in a new blank page, which cost more than the
 * audit (2-2.5 s against 0.8-1 s a screen on a two-core machine); the app has no frames from other
 * origins, which that mode exists for.
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
