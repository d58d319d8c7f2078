import { describe, expect, it } from 'vitest';
import { controlIds } from '../analysis/control-ids';
import { controlDefinitions } from '../analysis/controls';
import { followUpQuestions } from '../assessment/follow-up-questions';
import { isGdprArticleReference } from '../i18n/gdpr-article';
import type { LocalizedText } from '../i18n/localized-text';
import { planDefinitions } from '../plans/plans';
import { controlTexts } from './control-texts';
import { industryInsights, insightTemplates, localLawInsights, scopeInsights } from './insight-texts';
import { issueNotes, notSureNote, sensitiveIndustryNotes } from './issue-notes';
import { legalReferences } from './legal-references';
import { predictionAssumptions } from './prediction-texts';
import { recommendationCatalogue } from './recommendation-catalogue';
import { timelineLabels } from './recommendation-types';
import { riskFactorLabels } from './risk-factor-labels';
import { riskFloorReasons, riskLevelLabels } from './risk-floor-texts';
import { reviewCycle, roadmapPhaseLabels } from './roadmap-texts';

function collectTexts(
  value: unknown,
  path: string,
  found: [string, LocalizedText][] = [],
): [string, LocalizedText][] {
  if (value && typeof value === 'object' && 'bg' in value && 'en' in value) {
    found.push([path, value as LocalizedText]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectTexts(item, `${path}.${key}`, found);
  }
  return found;
}

const allTexts = collectTexts(
  {
    recommendationCatalogue,
    controlTexts,
    followUpQuestions,
    issueNotes,
    notSureNote,
    sensitiveIndustryNotes,
    legalReferences,
    insightTemplates,
    localLawInsights,
    scopeInsights,
    industryInsights,
    riskFactorLabels,
    riskFloorReasons,
    riskLevelLabels,
    roadmapPhaseLabels,
    predictionAssumptions,
    reviewCycle,
    timelineLabels,
    plans: planDefinitions,
  },
  'catalogue',
);

// The official Bulgarian abbreviations are kept in English texts, as the names of the authorities and acts.
const bulgarianAbbreviations = /КЗЛД|ЗЗЛД|ЗЗЛПСПОИН|ЗЕС|ЗЕТ|КЗП/g;

describe('bilingual catalogue', () => {
  it('has hundreds of texts, each non-empty in both languages', () => {
    expect(allTexts.length).toBeGreaterThan(300);
    for (const [path, text] of allTexts) {
      expect(text.bg.trim(), path).not.toBe('');
      expect(text.en.trim(), path).not.toBe('');
    }
  });

  it('writes Bulgarian in Cyrillic and English without it', () => {
    for (const [path, text] of allTexts) {
      expect(/[а-яА-Я]/.test(text.bg), path).toBe(true);
      expect(/[а-яА-Я]/.test(text.en.replace(bulgarianAbbreviations, '')), path).toBe(false);
    }
  });

  it('uses the regulation’s Bulgarian vocabulary, not loan words', () => {
    const bulgarian = allTexts.map(([, text]) => text.bg).join('\n');
    expect(bulgarian).not.toMatch(/GDPR|DPO|DPIA|процесор|контрольор/i);
  });

  it('cites GDPR articles in a form that can be formatted', () => {
    const references = [
      ...recommendationCatalogue.flatMap((item) => item.articles),
      ...controlIds.flatMap((id) => controlDefinitions[id].articles),
    ];
    for (const reference of references) expect(isGdprArticleReference(reference), reference).toBe(true);
  });
});

describe('recommendation catalogue', () => {
  it('has unique ids and a complete entry for every field', () => {
    const ids = recommendationCatalogue.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of recommendationCatalogue) {
      expect(item.steps.length, item.id).toBeGreaterThanOrEqual(3);
      expect(item.articles.length, item.id).toBeGreaterThan(0);
    }
  });

  it('has a primary recommendation for every control whatever the answers, so no issue is left without one', () => {
    // `dpiaRequired` and `dpiaToConsider` split the DPIA's cases between them: together they cover all.
    const isPrimaryWith = (entries: typeof recommendationCatalogue, condition: string) =>
      entries.some((item) => item.condition === condition && item.isPrimary);
    for (const id of controlIds) {
      const entries = recommendationCatalogue.filter((item) => item.controlId === id);
      const covered =
        isPrimaryWith(entries, 'always') ||
        (isPrimaryWith(entries, 'dpiaRequired') && isPrimaryWith(entries, 'dpiaToConsider'));
      expect(covered, id).toBe(true);
    }
  });

  it('uses the official Bulgarian terms and names the authority in English as CPDP (КЗЛД)', () => {
    for (const [path, text] of collectTexts(recommendationCatalogue, 'recommendations')) {
      expect(text.bg, path).not.toMatch(/(^|[^а-я])(контроли|акаунт\S*|затвар\S*)([^а-я]|$)|Не съм сигурен/i);
      expect(text.en.replaceAll('CPDP (КЗЛД)', ''), path).not.toMatch(/КЗЛД/);
    }
  });

  it('grounds cookies and e-mail marketing in the ePrivacy rules, not in consent under Art. 6(1)(a)', () => {
    const cookies = recommendationCatalogue.find((item) => item.id === 'cookie-consent');
    expect(cookies?.nationalLaw).toContain('zes-cookies');
    expect(cookies?.articles).not.toContain('6(1)(a)');
    const marketing = recommendationCatalogue.find((item) => item.controlId === 'directMarketing');
    expect(marketing?.nationalLaw).toEqual(expect.arrayContaining(['zes-marketing', 'zet-register']));
  });
});
