/** "×1.5" in English, "×1,5" in Bulgarian: the weight factors as each language writes decimals. */
export function formatMultiplier(value: number, language: string): string {
  return `×${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}`;
}
