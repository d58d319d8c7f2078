import { loadOnce } from '@/lib/load-once';

/**
 * The checks with the core's schemas (`validateStep`, `parseAssessment`). They need zod (about 25 kB gzip),
 * so they are fetched when the visitor first touches the form rather than with the page (the 150 kB budget:
 * docs/product-decisions.md, Performance budgets); the first Next waits for them only if they have not
 * arrived by then.
 */
export const loadStepChecks = loadOnce(() => import('./step-checks'));
