import type { ControlId } from '../analysis/control-ids';
import type { CatalogueRecommendation } from './recommendation-types';
import { breachRecommendations } from './recommendations-breach';
import { consentRecommendations } from './recommendations-consent';
import { eprivacyRecommendations } from './recommendations-eprivacy';
import { governanceRecommendations } from './recommendations-governance';
import { lawfulBasisRecommendations } from './recommendations-lawful-basis';
import { principlesRecommendations } from './recommendations-principles';
import { recordsRecommendations } from './recommendations-records';
import { rolesRecommendations } from './recommendations-roles';
import { securityRecommendations } from './recommendations-security';
import { sharingRecommendations } from './recommendations-sharing';
import { transparencyRecommendations } from './recommendations-transparency';
import { workplaceRecommendations } from './recommendations-workplace';

/** The curated catalogue, in the order recommendations are listed within a priority. */
export const recommendationCatalogue: readonly CatalogueRecommendation[] = [
  ...breachRecommendations,
  ...securityRecommendations,
  ...lawfulBasisRecommendations,
  ...consentRecommendations,
  ...eprivacyRecommendations,
  ...transparencyRecommendations,
  ...recordsRecommendations,
  ...principlesRecommendations,
  ...sharingRecommendations,
  ...rolesRecommendations,
  ...governanceRecommendations,
  ...workplaceRecommendations,
];

export function findCatalogueRecommendations(controlId: ControlId): CatalogueRecommendation[] {
  return recommendationCatalogue.filter((item) => item.controlId === controlId);
}

const catalogueById = new Map(recommendationCatalogue.map((item) => [item.id, item]));

export function getCatalogueRecommendation(id: string): CatalogueRecommendation {
  const found = catalogueById.get(id);
  if (!found) throw new Error(`unknown recommendation ${id}`);
  return found;
}
