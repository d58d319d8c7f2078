import type { EmployeeBand, Industry } from '../assessment/company';
import type { ControlId } from './control-ids';
import { controlDefinitions } from './controls';

type Multipliers = Partial<Record<ControlId, number>>;

// What each industry makes riskier (docs/methodology.md, section 4): special categories in healthcare,
// financial data, automated credit decisions and the processor role of accounting and payroll firms in finance, children in education, confidentiality in
// legal, consent-based marketing in e-commerce, processor roles and transfers in technology.
export const industryMultipliers: Readonly<Record<Industry, Multipliers>> = {
  healthcare: { security: 1.5, breachResponse: 1.3, dpia: 1.3, dpo: 1.3, dataSubjectRights: 1.1 },
  finance: {
    security: 1.4,
    breachResponse: 1.3,
    storageLimitation: 1.2,
    processorAgreements: 1.1,
    automatedDecisions: 1.2,
    processorDuties: 1.3,
  },
  ecommerce: {
    consent: 1.4,
    directMarketing: 1.3,
    transparency: 1.2,
    dataSubjectRights: 1.2,
    processorAgreements: 1.1,
  },
  technology: {
    processorAgreements: 1.4,
    internationalTransfers: 1.4,
    processorDuties: 1.3,
    privacyByDesign: 1.3,
    security: 1.2,
    dpia: 1.1,
  },
  education: { transparency: 1.3, childrenData: 1.3, lawfulBasis: 1.2, security: 1.1 },
  legal: { security: 1.4, training: 1.3, storageLimitation: 1.2 },
  other: {},
};

// More staff means more people handling data and more requests; nothing weighs less for a small company,
// because the GDPR's duties do not shrink with size (Art. 30(5) aside, which rarely applies).
export const sizeMultipliers: Readonly<Record<EmployeeBand, Multipliers>> = {
  startup: {},
  smb: { training: 1.1, records: 1.1 },
  enterprise: {
    training: 1.25,
    records: 1.2,
    dataSubjectRights: 1.1,
    processorAgreements: 1.1,
    breachResponse: 1.1,
  },
};

export function computeControlWeight(id: ControlId, industry: Industry, band: EmployeeBand): number {
  return (
    controlDefinitions[id].baseWeight *
    (industryMultipliers[industry][id] ?? 1) *
    (sizeMultipliers[band][id] ?? 1)
  );
}
