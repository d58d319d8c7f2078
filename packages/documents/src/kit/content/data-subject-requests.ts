import type { LocalizedText } from '@app/core/i18n/localized-text';
import { findKitDefinition } from '../catalogue';
import { createAnswersSection, createOpening, type KitContext } from './common';
import type { KitTextDocument, TextBlock } from './model';

type L = LocalizedText;
interface Right {
  name: L;
  article: string;
  reply: L;
}

const rights: Right[] = [
  {
    name: { bg: 'Право на достъп', en: 'Right of access' },
    article: '15',
    reply: {
      bg: 'Потвърждаваме, че обработваме ваши лични данни. Прилагаме копие от тях, както и информация за целите, категориите данни, получателите, срока на съхранение, източника и правата ви (чл. 15, пар. 1–3 от ОРЗД): «[ приложение ]».',
      en: 'We confirm that we process personal data about you. Attached are a copy of it and information on the purposes, categories of data, recipients, retention period, source and your rights (Art. 15(1)–(3) GDPR): «[ attachment ]».',
    },
  },
  {
    name: { bg: 'Право на коригиране', en: 'Right to rectification' },
    article: '16',
    reply: {
      bg: 'Коригирахме данните ви, както поискахте: «[ кои данни ]». Уведомихме получателите, на които сме ги разкрили (чл. 19).',
      en: 'We have corrected your data as you asked: «[ which data ]». We have told the recipients we disclosed it to (Art. 19).',
    },
  },
  {
    name: { bg: 'Право на изтриване', en: 'Right to erasure' },
    article: '17',
    reply: {
      bg: 'Изтрихме данните ви «[ кои ]». «[ Запазихме само данните, които законът ни задължава да пазим – напр. счетоводните документи – до изтичане на срока по закона (чл. 17, пар. 3, б. „б“) ]».',
      en: 'We have erased your data «[ which ]». «[ We kept only the data the law requires us to keep – accounting documents, for example – until the statutory period ends (Art. 17(3)(b)) ]».',
    },
  },
  {
    name: { bg: 'Право на ограничаване', en: 'Right to restriction' },
    article: '18',
    reply: {
      bg: 'Ограничихме обработването на данните ви «[ кои ]» до «[ събитие – напр. проверка на точността ]». Ще ви уведомим преди отмяната на ограничението (чл. 18, пар. 3).',
      en: 'We have restricted the processing of your data «[ which ]» until «[ event – e.g. the accuracy is checked ]». We will tell you before the restriction is lifted (Art. 18(3)).',
    },
  },
  {
    name: { bg: 'Право на преносимост', en: 'Right to data portability' },
    article: '20',
    reply: {
      bg: 'Прилагаме данните, които сте ни предоставили, в структуриран, широко използван и машинночетим формат «[ напр. CSV ]» (чл. 20, пар. 1).',
      en: 'Attached is the data you provided to us, in a structured, commonly used and machine-readable format «[ e.g. CSV ]» (Art. 20(1)).',
    },
  },
  {
    name: { bg: 'Право на възражение', en: 'Right to object' },
    article: '21',
    reply: {
      bg: 'Спряхме обработването на данните ви за директен маркетинг (чл. 21, пар. 3). / Спряхме обработването на основание легитимен интерес, тъй като не установихме убедителни законни основания, които имат предимство (чл. 21, пар. 1). «[ изтрийте неприложимото ]»',
      en: 'We have stopped processing your data for direct marketing (Art. 21(3)). / We have stopped the processing based on legitimate interests, as we found no compelling legitimate grounds that override yours (Art. 21(1)). «[ delete what does not apply ]»',
    },
  },
  {
    name: { bg: 'Автоматизирани решения', en: 'Automated decisions' },
    article: '22',
    reply: {
      bg: 'Решението «[ кое ]» беше преразгледано от служител, «[ имена ]», който взе предвид вашата позиция (чл. 22, пар. 3).',
      en: 'The decision «[ which ]» was reviewed by a member of staff, «[ name ]», who took your point of view into account (Art. 22(3)).',
    },
  },
];

/** The data subject request procedure (Art. 12–22): the one-month clock and a reply per right. */
export function buildDataSubjectRequests(context: KitContext): KitTextDocument {
  const definition = findKitDefinition('data-subject-requests');
  const p = context.pick;
  const replies: TextBlock[] = rights.flatMap((right) => [
    {
      kind: 'heading' as const,
      level: 3 as const,
      text: `${p(right.name)} (${p({ bg: 'чл.', en: 'Art.' })} ${right.article})`,
    },
    {
      kind: 'paragraph' as const,
      text: `${p({ bg: 'Уважаеми', en: 'Dear' })} «[ ${p({ bg: 'имена', en: 'name' })} ]», ${p({ bg: `на «[ дата ]» получихме искането ви. ${p(right.reply)} С уважение, «[ имена ]», ${context.company}`, en: `we received your request on «[ date ]». ${p(right.reply)} Yours sincerely, «[ name ]», ${context.company}` })}`,
    },
  ]);
  return {
    title: p(definition.title),
    company: context.company,
    language: context.language,
    blocks: [
      ...createOpening(context, definition.title, definition.legalBasis),
      { kind: 'heading', level: 2, text: p({ bg: '1. Приемане на искането', en: '1. Receiving a request' }) },
      {
        kind: 'list',
        items: [
          p({
            bg: 'Искане може да постъпи по всеки канал – имейл, писмо, устно, в обекта. Всеки служител го препраща веднага на «[ отговорник – имена, имейл ]».',
            en: 'A request may come through any channel – e-mail, letter, orally, on the premises. Every employee forwards it at once to «[ person responsible – name, e-mail ]».',
          }),
          p({
            bg: 'Отговорникът вписва искането в дневник: дата на получаване, лице, право, срок, отговор.',
            en: 'The person responsible records it in a log: date received, person, right, deadline, reply.',
          }),
          p({
            bg: 'Ако има основателни съмнения за самоличността, се изисква допълнителна информация, но не повече от нужното (чл. 12, пар. 6).',
            en: 'Where there is reasonable doubt about identity, additional information is asked for, but no more than needed (Art. 12(6)).',
          }),
        ],
      },
      {
        kind: 'heading',
        level: 2,
        text: p({ bg: '2. Срокове (чл. 12, пар. 3 и 4)', en: '2. Deadlines (Art. 12(3) and (4))' }),
      },
      {
        kind: 'list',
        items: [
          p({
            bg: 'Отговор без ненужно забавяне и най-късно един месец от получаването на искането.',
            en: 'Reply without undue delay and at the latest within one month of receiving the request.',
          }),
          p({
            bg: 'При сложни или многобройни искания срокът може да се удължи с още два месеца; лицето се уведомява за удължаването и причините в рамките на първия месец.',
            en: 'For complex or numerous requests the period may be extended by two further months; the person is told of the extension and the reasons within the first month.',
          }),
          p({
            bg: 'Ако не предприемаме действия, до един месец съобщаваме причините и правото на жалба до КЗЛД и на съдебна защита (чл. 12, пар. 4).',
            en: 'If we take no action, we give the reasons within one month, with the right to complain to the CPDP (КЗЛД) and to a judicial remedy (Art. 12(4)).',
          }),
          p({
            bg: 'Отговорът е безплатен; при явно неоснователни или прекомерни искания може да се поиска разумна такса или да се откаже (чл. 12, пар. 5).',
            en: 'Replies are free of charge; for manifestly unfounded or excessive requests a reasonable fee may be charged, or the request refused (Art. 12(5)).',
          }),
        ],
      },
      {
        kind: 'heading',
        level: 2,
        text: p({ bg: '3. Образци на отговор по права', en: '3. Reply templates per right' }),
      },
      ...replies,
      ...createAnswersSection(context, ['collectsData', 'allowsDataRequests', 'automatedDecisions']),
    ],
  };
}
