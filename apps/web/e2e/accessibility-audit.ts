import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The accessibility audit every screen passes (docs/architecture.md, Tests): axe finds no
 * serious or critical violation on the page, or on the part `include` selects. Only violations are
 * collected: listing every passing node of a long page cost more than checking it.
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
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
