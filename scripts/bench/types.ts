export type Measurement = {
  name: string;
  value: number;
  unit: string;
  /** The budget from PRODUCT.md section 12 or the issue, when there is one: value must not exceed it. */
  budget?: number;
  /** For scores, where more is better: value must not be below it. */
  minimum?: number;
};

export type Bench = { title: string; run(): Promise<Measurement[]> };
