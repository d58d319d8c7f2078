import { describe, expect, it } from 'vitest';
import { analyse } from '../test-support/assessment-fixtures';
import { companyProfiles } from '../test-support/company-profiles';

describe('realistic company profiles', () => {
  it('covers every industry and size', () => {
    const industries = new Set(companyProfiles.map((profile) => profile.input.industry));
    const sizes = new Set(companyProfiles.map((profile) => profile.input.employeeCount));
    expect(industries.size).toBe(7);
    expect(sizes.size).toBe(3);
    expect(companyProfiles.length).toBeGreaterThanOrEqual(12);
  });

  it.each(companyProfiles)('$name: $expectedRisk, score in $scoreRange ($justification)', (profile) => {
    const result = analyse(profile.input);
    expect(result.riskLevel).toBe(profile.expectedRisk);
    expect(result.complianceScore).toBeGreaterThanOrEqual(profile.scoreRange[0]);
    expect(result.complianceScore).toBeLessThanOrEqual(profile.scoreRange[1]);
  });
});
