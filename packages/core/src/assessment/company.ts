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

/** Employee bands of the specification: startup 1-50, smb 51-250, enterprise 250+. */
export const employeeBands = ['startup', 'smb', 'enterprise'] as const;
export type EmployeeBand = (typeof employeeBands)[number];

export const employeeBandLabels: Readonly<Record<EmployeeBand, string>> = {
  startup: '1-50',
  smb: '51-250',
  enterprise: '250+',
};

/** Length limits of the assessment's text fields (PRODUCT.md section 4); the form shows them in messages. */
export const fieldLimits = {
  companyName: { min: 2, max: 100 },
  specifyIndustry: { min: 2, max: 60 },
  email: { max: 254 },
} as const;
