/* Interface timings and limits: docs/product-decisions.md, Interface timings and limits. */
export const headerSolidAfterPx = 10;
export const mobileMenuFocusDelayMs = 100;

export const toastDurationsMs = {
  default: 4000,
  success: 2000,
  error: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;
export const maxVisibleToasts = 20;

export const httpTimeoutMs = 30_000;
