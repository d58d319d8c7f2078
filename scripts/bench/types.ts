export type Measurement = {
  name: string;
  value: number;
  unit: string;
  /** The budget, if any (docs/product-decisions.md, Performance budgets): value must not exceed it. */
  budget?: number;
  /** For scores, where more is better: value must not be below it. */
  minimum?: number;
};

export type Bench = { title: string; run(): Promise<Measurement[]> };
