import { findKitDefinition } from '../catalogue';
import {
  answersSheetTexts,
  createAnswersSection,
  createDraftNote,
  createOpening,
  describeAnswer,
  describeBasis,
  type KitContext,
} from './common';
import type { KitSpreadsheet, KitTextDocument } from './model';

/** The breach procedure (Art. 33/34): who decides, the 72-hour clock, the notification's contents. */
export function buildBreachProcedure(context: KitContext): KitTextDocument {
  const definition = findKitDefinition('breach-procedure');
  const p = context.pick;
  const hadBreach = context.source.followUps.breachLast24Months === 'yes';
  return {
    title: p(definition.title),
    company: context.company,
    language: context.language,
    blocks: [
      ...createOpening(context, definition.title, definition.legalBasis),
      { kind: 'heading', level: 2, text: p({ bg: '1. Какво е нарушение', en: '1. What a breach is' }) },
      {
        kind: 'paragraph',
        text: p({
          bg: 'Нарушение на сигурността на личните данни е всяко нарушение, което води до случайно или неправомерно унищожаване, загуба, промяна, неразрешено разкриване или достъп до лични данни (чл. 4, т. 12 от ОРЗД) – например изгубен лаптоп, имейл до грешен получател, заразяване с рансъмуер, неразрешен достъп до система.',
          en: 'A personal data breach is a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data (Art. 4(12) GDPR) – a lost laptop, an e-mail to the wrong recipient, ransomware, unauthorised access to a system, for example.',
        }),
      },
      { kind: 'heading', level: 2, text: p({ bg: '2. Кой какво прави', en: '2. Who does what' }) },
      {
        kind: 'table',
        columns: [
          p({ bg: 'Роля', en: 'Role' }),
          p({ bg: 'Лице', en: 'Person' }),
          p({ bg: 'Задача', en: 'Task' }),
        ],
        rows: [
          [
            p({ bg: 'Всеки служител', en: 'Every employee' }),
            '—',
            p({
              bg: 'Съобщава незабавно за всяко подозрение на отговорника',
              en: 'Reports every suspicion to the coordinator at once',
            }),
          ],
          [
            p({ bg: 'Отговорник за нарушенията', en: 'Breach coordinator' }),
            p({ bg: '«[ имена, телефон, имейл ]»', en: '«[ name, phone, e-mail ]»' }),
            p({
              bg: 'Записва нарушението в регистъра, събира фактите, оценява риска',
              en: 'Records the breach in the log, gathers the facts, assesses the risk',
            }),
          ],
          [
            p({ bg: 'Решава за уведомяването', en: 'Decides on notification' }),
            p({
              bg: '«[ управител или упълномощено лице ]»',
              en: '«[ managing director or a person authorised ]»',
            }),
            p({
              bg: 'Решава дали се уведомяват КЗЛД и засегнатите лица; подписва уведомлението',
              en: 'Decides whether the CPDP (КЗЛД) and the people affected are notified; signs the notification',
            }),
          ],
          [
            p({ bg: 'Длъжностно лице по защита на данните', en: 'Data protection officer' }),
            p({ bg: '«[ имена – или изтрийте реда ]»', en: '«[ name – or delete the row ]»' }),
            p({
              bg: 'Съветва и е лице за контакт с КЗЛД (чл. 33, пар. 3, б. „б“)',
              en: 'Advises and is the contact point for the CPDP (КЗЛД) (Art. 33(3)(b))',
            }),
          ],
        ],
        widths: [2, 2, 4],
      },
      {
        kind: 'heading',
        level: 2,
        text: p({ bg: '3. Стъпки и 72-часовият срок', en: '3. Steps and the 72-hour clock' }),
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          p({
            bg: 'Час 0 – узнаване: часът, в който имаме разумна степен на сигурност, че е настъпило нарушение. Отговорникът го записва в регистъра на нарушенията.',
            en: 'Hour 0 – awareness: the time we are reasonably certain a breach has occurred. The coordinator records it in the breach log.',
          }),
          p({
            bg: 'Ограничаване: спираме изтичането (сменяме пароли, изключваме достъпа, искаме изтриване от грешния получател) и пазим доказателствата.',
            en: 'Containment: stop the leak (change passwords, cut access, ask a wrong recipient to delete) and keep the evidence.',
          }),
          p({
            bg: 'Оценка на риска за правата и свободите на хората: вид и обем на данните, брой засегнати, лесно ли се идентифицират, последици.',
            en: 'Assess the risk to people’s rights and freedoms: type and volume of data, number of people, how easily they can be identified, consequences.',
          }),
          p({
            bg: 'До 72 часа от узнаването: уведомяваме КЗЛД, освен ако нарушението е малко вероятно да породи риск (чл. 33, пар. 1). Ако не всичко е известно, уведомяваме поетапно (чл. 33, пар. 4); закъснението се обосновава.',
            en: 'Within 72 hours of awareness: notify the CPDP (КЗЛД) unless the breach is unlikely to result in a risk (Art. 33(1)). If not everything is known yet, notify in phases (Art. 33(4)); a delay must be explained.',
          }),
          p({
            bg: 'При висок риск: съобщаваме на засегнатите лица без ненужно забавяне, на ясен език (чл. 34), освен в случаите по чл. 34, пар. 3.',
            en: 'Where the risk is high: tell the people affected without undue delay, in plain language (Art. 34), except in the cases of Art. 34(3).',
          }),
          p({
            bg: 'Документиране: всяко нарушение, включително неуведоменото, остава в регистъра с фактите, последиците и мерките (чл. 33, пар. 5).',
            en: 'Documentation: every breach, including one not notified, stays in the log with the facts, effects and remedial action (Art. 33(5)).',
          }),
        ],
      },
      {
        kind: 'heading',
        level: 2,
        text: p({
          bg: '4. Съдържание на уведомлението до КЗЛД (чл. 33, пар. 3)',
          en: '4. What the notification to the CPDP (КЗЛД) contains (Art. 33(3))',
        }),
      },
      {
        kind: 'list',
        items: [
          p({
            bg: 'естеството на нарушението, включително категориите и приблизителния брой засегнати лица и записи;',
            en: 'the nature of the breach, including the categories and approximate number of people and records concerned;',
          }),
          p({
            bg: 'името и данните за контакт на длъжностното лице по защита на данните или на друго лице за контакт;',
            en: 'the name and contact details of the data protection officer or another contact point;',
          }),
          p({ bg: 'вероятните последици от нарушението;', en: 'the likely consequences of the breach;' }),
          p({
            bg: 'предприетите или предложените мерки, включително за смекчаване на последиците.',
            en: 'the measures taken or proposed, including to mitigate its effects.',
          }),
        ],
      },
      {
        kind: 'paragraph',
        text: p({
          bg: 'Уведомлението се подава до КЗЛД по начина, който тя е определила: «[ проверете актуалния формуляр и канал на www.cpdp.bg ]».',
          en: 'The notification is sent to the CPDP (КЗЛД) the way it has set: «[ check the current form and channel at www.cpdp.bg ]».',
        }),
      },
      {
        kind: 'heading',
        level: 2,
        text: p({ bg: '5. Когато сме обработващ лични данни', en: '5. When we act as a processor' }),
      },
      {
        kind: 'paragraph',
        text: p({
          bg: 'За нарушение на данни, които обработваме от името на клиент, уведомяваме клиента (администратора) без ненужно забавяне (чл. 33, пар. 2); той решава за уведомяването на КЗЛД.',
          en: 'For a breach of data we process on a client’s behalf, we notify the client (the controller) without undue delay (Art. 33(2)); the client decides on notifying the CPDP (КЗЛД).',
        }),
      },
      ...(hadBreach
        ? [
            {
              kind: 'paragraph' as const,
              text: p({
                bg: 'Посочихте, че през последните 24 месеца сте имали нарушение: впишете го в регистъра на нарушенията, ако още не е там.',
                en: 'You said you had a breach in the last 24 months: record it in the breach log if it is not there yet.',
              }),
            },
          ]
        : []),
      {
        kind: 'paragraph',
        text: p({
          bg: 'Процедурата е одобрена от «[ име, длъжност ]» на «[ дата ]» и се преглежда поне веднъж годишно.',
          en: 'This procedure was approved by «[ name, position ]» on «[ date ]» and is reviewed at least once a year.',
        }),
      },
      ...createAnswersSection(context, [
        'collectsData',
        'hasBreachPlan',
        'breachLast24Months',
        'secureStorage',
        'processorDuties',
      ]),
    ],
  };
}

/** The breach log (Art. 33(5)): one row per breach, notified or not. */
export function buildBreachLog(context: KitContext): KitSpreadsheet {
  const definition = findKitDefinition('breach-log');
  const p = context.pick;
  const headers = [
    { bg: '№', en: 'No.' },
    { bg: 'Дата и час на узнаване', en: 'Date and time of awareness' },
    { bg: 'Описание на нарушението (чл. 33, пар. 5)', en: 'Description of the breach (Art. 33(5))' },
    {
      bg: 'Категории и приблизителен брой засегнати лица',
      en: 'Categories and approximate number of people',
    },
    { bg: 'Категории и приблизителен брой записи', en: 'Categories and approximate number of records' },
    { bg: 'Вероятни последици', en: 'Likely consequences' },
    { bg: 'Оценка на риска (няма / риск / висок риск)', en: 'Risk (none / risk / high risk)' },
    {
      bg: 'Уведомена КЗЛД – дата и час, или защо не (чл. 33, пар. 1)',
      en: 'CPDP (КЗЛД) notified – date and time, or why not (Art. 33(1))',
    },
    { bg: 'Причина за закъснение над 72 часа', en: 'Reason for any delay beyond 72 hours' },
    {
      bg: 'Уведомени засегнати лица – дата, или защо не (чл. 34)',
      en: 'People affected told – date, or why not (Art. 34)',
    },
    { bg: 'Предприети мерки', en: 'Remedial action taken' },
    { bg: 'Решение взе', en: 'Decided by' },
  ];
  return {
    title: p(definition.title),
    company: context.company,
    language: context.language,
    sheets: [
      {
        name: p({ bg: 'Регистър', en: 'Log' }),
        preamble: [
          `${p({ bg: 'Регистър на нарушенията на сигурността на личните данни (чл. 33, пар. 5 от ОРЗД)', en: 'Log of personal data breaches (Art. 33(5) GDPR)' })}`,
          `${p({ bg: 'Администратор', en: 'Controller' })}: ${context.company}`,
          createDraftNote(context),
          p({
            bg: 'Впишете всяко нарушение, включително тези, за които не уведомявате КЗЛД; редът по-долу е пример за попълване.',
            en: 'Record every breach, including those you do not notify to the CPDP (КЗЛД); the row below shows what to fill in.',
          }),
        ],
        columns: headers.map((header, index) => ({ header: p(header), width: index === 0 ? 6 : 24 })),
        rows: [['1', ...headers.slice(1).map(() => '«[ … ]»')]],
      },
      {
        name: p(answersSheetTexts.name),
        preamble: [p(answersSheetTexts.heading), describeBasis(context), createDraftNote(context)],
        columns: [
          { header: p(answersSheetTexts.question), width: 80 },
          { header: p(answersSheetTexts.answer), width: 30 },
        ],
        rows: (['hasBreachPlan', 'breachLast24Months'] as const).map((id) => describeAnswer(context, id)),
      },
    ],
  };
}
