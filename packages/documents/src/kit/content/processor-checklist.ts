import type { LocalizedText } from '@app/core/i18n/localized-text';
import { findKitDefinition } from '../catalogue';
import { createAnswersSection, createOpening, type KitContext } from './common';
import type { KitTextDocument, TextBlock } from './model';

type L = LocalizedText;

/** The kinds of processor the questionnaire names (question `usesThirdParties`), with what each holds. */
const processorTypes: { name: L; data: L }[] = [
  {
    name: { bg: 'Външен счетоводител', en: 'External accountant' },
    data: {
      bg: 'данни на служители, клиенти и доставчици в счетоводните документи',
      en: 'staff, customer and supplier data in the accounting documents',
    },
  },
  {
    name: { bg: 'Услуга за ТРЗ (труд и работна заплата)', en: 'Payroll service' },
    data: {
      bg: 'данни на служителите, включително ЕГН, заплати и болнични',
      en: 'staff data, including personal numbers (ЕГН), pay and sick notes',
    },
  },
  {
    name: { bg: 'Хостинг и облачна услуга', en: 'Hosting and cloud service' },
    data: { bg: 'всички данни, съхранявани в системите ви', en: 'all data stored in your systems' },
  },
  {
    name: { bg: 'Имейл и маркетингова услуга', en: 'E-mail and marketing service' },
    data: {
      bg: 'имейл адреси, съдържание на съобщенията, история на съгласията',
      en: 'e-mail addresses, message content, consent history',
    },
  },
];

/** Art. 28(3)(a)–(h), the terms every processor contract contains. */
const terms: L[] = [
  {
    bg: 'предметът, срокът, естеството и целта на обработването, видът лични данни и категориите субекти на данни (чл. 28, пар. 3, изр. 1);',
    en: 'the subject-matter, duration, nature and purpose of the processing, the type of personal data and categories of data subjects (Art. 28(3), first sentence);',
  },
  {
    bg: 'обработване само по документирани указания на администратора, включително за предаване към трети държави (б. „а“);',
    en: 'processing only on the controller’s documented instructions, including on transfers to third countries (point (a));',
  },
  {
    bg: 'задължение за поверителност на лицата, оправомощени да обработват данните (б. „б“);',
    en: 'a duty of confidentiality for the persons authorised to process the data (point (b));',
  },
  { bg: 'мерките за сигурност по чл. 32 (б. „в“);', en: 'the security measures of Art. 32 (point (c));' },
  {
    bg: 'подизпълнители само с предварително разрешение и при същите задължения (б. „г“, чл. 28, пар. 2 и 4);',
    en: 'sub-processors only with prior authorisation and under the same obligations (point (d), Art. 28(2) and (4));',
  },
  {
    bg: 'съдействие при исканията на субектите на данни (б. „д“);',
    en: 'assistance with data subjects’ requests (point (e));',
  },
  {
    bg: 'съдействие по чл. 32–36: сигурност, нарушения, оценка на въздействието (б. „е“);',
    en: 'assistance with Art. 32–36: security, breaches, impact assessments (point (f));',
  },
  {
    bg: 'изтриване или връщане на данните след края на услугата (б. „ж“);',
    en: 'deletion or return of the data when the service ends (point (g));',
  },
  {
    bg: 'информация и одити, с които се доказва спазването на чл. 28 (б. „з“).',
    en: 'information and audits that demonstrate compliance with Art. 28 (point (h)).',
  },
];

/** The Art. 28(3) checklist, one section per kind of processor the answers name. */
export function buildProcessorChecklist(context: KitContext): KitTextDocument {
  const definition = findKitDefinition('processor-checklist');
  const p = context.pick;
  const transfers = context.source.followUps.transferSafeguards;
  const sections: TextBlock[] = processorTypes.flatMap((type) => [
    { kind: 'heading' as const, level: 2 as const, text: p(type.name) },
    {
      kind: 'paragraph' as const,
      text: `${p({ bg: 'Доставчик', en: 'Provider' })}: «[ ${p({ bg: 'име и ЕИК – или изтрийте раздела, ако нямате такъв', en: 'name and company number – or delete this section if you have none' })} ]». ${p({ bg: 'Обработва', en: 'Processes' })}: ${p(type.data)}.`,
    },
    {
      kind: 'table' as const,
      columns: [
        p({ bg: 'Условие по чл. 28, пар. 3', en: 'Term of Art. 28(3)' }),
        p({ bg: 'Има ли го? Къде (член от договора)', en: 'Present? Where (clause)' }),
      ],
      rows: terms.map((term) => [p(term), '«[ … ]»']),
      widths: [4, 2],
    },
    {
      kind: 'paragraph' as const,
      text:
        transfers === 'not_applicable'
          ? p({
              bg: 'Посочихте, че данните не напускат ЕИП: проверете, че договорът го потвърждава (местоположение на сървърите, подизпълнители).',
              en: 'You said no data leaves the EEA: check that the contract confirms it (server location, sub-processors).',
            })
          : p({
              bg: 'Предаване извън ЕИП: «[ държава и гаранция – решение относно адекватното ниво на защита или стандартни договорни клаузи (чл. 45–46) – или „няма“ ]».',
              en: 'Transfer outside the EEA: «[ country and safeguard – adequacy decision or standard contractual clauses (Art. 45–46) – or “none” ]».',
            }),
    },
  ]);
  return {
    title: p(definition.title),
    company: context.company,
    language: context.language,
    blocks: [
      ...createOpening(context, definition.title, definition.legalBasis),
      {
        kind: 'paragraph',
        text:
          context.source.followUps.processorAgreements === 'yes'
            ? p({
                bg: 'Посочихте, че имате договор по чл. 28 с всеки обработващ: използвайте списъка, за да проверите всеки договор.',
                en: 'You said you have an Art. 28 agreement with every processor: use the list to check each one.',
              })
            : p({
                bg: 'Не посочихте, че имате договор по чл. 28 с всеки обработващ. За всеки доставчик намерете договора или споразумението за обработване на данни (DPA) и проверете условията по-долу; липсващите договорете с доставчика.',
                en: 'You did not say you have an Art. 28 agreement with every processor. For each provider find the contract or data processing agreement (DPA) and check the terms below; agree the missing ones with the provider.',
              }),
      },
      ...sections,
      ...createAnswersSection(context, ['usesThirdParties', 'processorAgreements', 'transferSafeguards']),
    ],
  };
}
