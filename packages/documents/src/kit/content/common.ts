import { type AnswerId, answerIds } from '@app/core/assessment/answers';
import { getFollowUpTexts } from '@app/core/assessment/follow-up-questions';
import type { FollowUpId } from '@app/core/assessment/follow-ups';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import bgAssessment from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgQuestions from '@app/locales/bg/assessment-questions.json' with { type: 'json' };
import enAssessment from '@app/locales/en/assessment.json' with { type: 'json' };
import enQuestions from '@app/locales/en/assessment-questions.json' with { type: 'json' };
import type { KitSource } from '../types';
import type { TextBlock } from './model';

const assessmentTexts = {
  bg: { ...bgAssessment, ...bgQuestions },
  en: { ...enAssessment, ...enQuestions },
} as const;

/** What a draft's content functions share: the source, its language and a picker for inline texts. */
export interface KitContext {
  source: KitSource;
  language: 'bg' | 'en';
  pick(text: LocalizedText): string;
  company: string;
}

export function createKitContext(source: KitSource): KitContext {
  const language = source.language;
  return { source, language, pick: (text) => text[language], company: source.company.name };
}

const notAnswered: LocalizedText = { bg: 'Без отговор', en: 'Not answered' };
const notApplicable: LocalizedText = { bg: 'Не се прилага', en: 'Not applicable' };

function isAnswerId(id: string): id is AnswerId {
  return (answerIds as readonly string[]).includes(id);
}

/** The question as the questionnaire asked it, and the company's answer, in the draft's language. */
export function describeAnswer(context: KitContext, id: AnswerId | FollowUpId): [string, string] {
  const texts = assessmentTexts[context.language];
  if (isAnswerId(id)) {
    const value = context.source.answers[id];
    return [texts.questions[id].question, texts.answers[value]];
  }
  const followUp = getFollowUpTexts(id);
  const value = context.source.followUps[id];
  const answer =
    value === undefined
      ? context.pick(notAnswered)
      : value === 'not_applicable'
        ? context.pick(followUp.notApplicableLabel ?? notApplicable)
        : texts.answers[value];
  return [context.pick(followUp.question), answer];
}

export function industryLabel(context: KitContext): string {
  const { industry, specifyIndustry } = context.source.company;
  return industry === 'other' && specifyIndustry
    ? specifyIndustry
    : assessmentTexts[context.language].industries[industry];
}

export function employeeBandLabel(context: KitContext): string {
  return assessmentTexts[context.language].company.employeeBands[context.source.company.employeeCount];
}

const draftNote: LocalizedText = {
  bg: 'ПРОЕКТ ЗА ПРЕГЛЕД. Този документ е проект, създаден автоматично от отговорите на {{company}} във въпросника на GDPR Navigator. Не е правен съвет. Преди да го приемете, го прегледайте с юрист или длъжностно лице по защита на данните, попълнете всички полета, означени с «[ … ]», и изтрийте неприложимите части.',
  en: 'DRAFT TO BE REVIEWED. This document is a draft generated automatically from the answers {{company}} gave in the GDPR Navigator questionnaire. It is not legal advice. Before adopting it, have it reviewed by a lawyer or data protection officer, complete every field marked «[ … ]» and delete the parts that do not apply.',
};

export function createDraftNote(context: KitContext): string {
  return context.pick(draftNote).replace('{{company}}', context.company);
}

const answersHeading: LocalizedText = {
  bg: 'Отговорите, на които се основава проектът',
  en: 'The answers this draft is based on',
};
const answersIntro: LocalizedText = {
  bg: 'Проектът е съставен от следните отговори на {{company}} ({{industry}}, {{size}}). Ако някой от тях вече не е верен, коригирайте проекта.',
  en: 'The draft is built from these answers of {{company}} ({{industry}}, {{size}}). If one of them is no longer true, correct the draft.',
};
const questionHeader: LocalizedText = { bg: 'Въпрос', en: 'Question' };
const answerHeader: LocalizedText = { bg: 'Отговор', en: 'Answer' };

export function describeBasis(context: KitContext): string {
  return context
    .pick(answersIntro)
    .replace('{{company}}', context.company)
    .replace('{{industry}}', industryLabel(context))
    .replace('{{size}}', employeeBandLabel(context));
}

/** The closing section of every text draft: the answers it depends on, question by question. */
export function createAnswersSection(
  context: KitContext,
  ids: readonly (AnswerId | FollowUpId)[],
): TextBlock[] {
  return [
    { kind: 'heading', level: 2, text: context.pick(answersHeading) },
    { kind: 'paragraph', text: describeBasis(context) },
    {
      kind: 'table',
      columns: [context.pick(questionHeader), context.pick(answerHeader)],
      rows: ids.map((id) => describeAnswer(context, id)),
      widths: [3, 1],
    },
  ];
}

/** The opening of every text draft: title, company, the draft note and the legal basis. */
export function createOpening(
  context: KitContext,
  title: LocalizedText,
  legalBasis: LocalizedText,
): TextBlock[] {
  const basis: LocalizedText = {
    bg: 'Правно основание на документа: ',
    en: 'Legal basis of this document: ',
  };
  return [
    { kind: 'heading', level: 1, text: context.pick(title) },
    { kind: 'paragraph', text: context.company, bold: true },
    { kind: 'note', text: createDraftNote(context) },
    { kind: 'paragraph', text: `${context.pick(basis)}${context.pick(legalBasis)}.` },
  ];
}

export const answersSheetTexts = {
  name: { bg: 'Отговори', en: 'Answers' },
  question: questionHeader,
  answer: answerHeader,
  heading: answersHeading,
} as const satisfies Record<string, LocalizedText>;
