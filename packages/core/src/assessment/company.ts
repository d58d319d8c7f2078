export const industries = [
  'healthcare',
  'finance',
  'ecommerce',
  'technology',
  'education',
  'legal',
  'other',
] as const;
export type Industry = (typeof industries)[number];

/** Employee bands: startup 1-50, smb 51-250, enterprise 250+ (docs/methodology.md, section 1). */
export const employeeBands = ['startup', 'smb', 'enterprise'] as const;
export type EmployeeBand = (typeof employeeBands)[number];

export const employeeBandLabels: Readonly<Record<EmployeeBand, string>> = {
  startup: '1-50',
  smb: '51-250',
  enterprise: '250+',
};

/**
 * The bands' headcounts, for checking an exact headcount against the band. The bands overlap at 250
 * (51-250 and 250+), so 250 fits both.
 */
export const employeeBandRanges: Readonly<Record<EmployeeBand, { min: number; max: number }>> = {
  startup: { min: 1, max: 50 },
  smb: { min: 51, max: 250 },
  enterprise: { min: 250, max: 10_000_000 },
};

/** Length limits of the form's text fields, shown in messages (docs/product-decisions.md, Questionnaire). */
export const fieldLimits = {
  companyName: { min: 2, max: 100 },
  specifyIndustry: { min: 2, max: 60 },
  email: { max: 254 },
  headcount: { max: 10_000_000 },
} as const;
