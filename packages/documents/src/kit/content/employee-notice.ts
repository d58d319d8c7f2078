import { usesEmployeeSystems } from '@app/core/assessment/applicability';
import { findKitDefinition } from '../catalogue';
import { toAssessmentFacts } from '../list-kit';
import { createAnswersSection, createOpening, type KitContext } from './common';
import type { KitTextDocument, TextBlock } from './model';
import { retentionToSet, statutoryRetention } from './retention';

/** Internal rules under Art. 25i ЗЗЛД, only where the company uses one of the systems it names. */
function internalRules(context: KitContext): TextBlock[] {
  const p = context.pick;
  if (!usesEmployeeSystems(toAssessmentFacts(context.source))) {
    return [
      {
        kind: 'paragraph',
        text: p({
          bg: 'Посочихте, че не използвате системи за сигнали, ограничения при използването на вътрешнофирмени ресурси или системи за контрол на достъпа, работното време или трудовата дисциплина, затова вътрешни правила по чл. 25и ЗЗЛД не са включени. Ако въведете такава система, приемете правила преди това.',
          en: 'You said you use no reporting system, restrictions on internal resources, or access-control, working-time or labour-discipline systems, so internal rules under Art. 25i ЗЗЛД are not included. If you introduce one, adopt rules first.',
        }),
      },
    ];
  }
  const rule = (title: { bg: string; en: string }, items: { bg: string; en: string }[]): TextBlock[] => [
    { kind: 'heading', level: 3, text: p(title) },
    { kind: 'list', items: items.map(p) },
  ];
  return [
    {
      kind: 'paragraph',
      text: p({
        bg: 'Посочихте, че използвате поне една от системите по чл. 25и ЗЗЛД. Запазете разделите за системите, които използвате, и изтрийте останалите. Служителите се запознават с правилата срещу подпис.',
        en: 'You said you use at least one of the systems Art. 25i ЗЗЛД names. Keep the sections for the systems you use and delete the others. Staff sign that they have been made aware of the rules.',
      }),
    },
    ...rule(
      {
        bg: 'Използване на вътрешнофирмените ресурси (имейл, интернет, устройства)',
        en: 'Use of internal resources (e-mail, internet, devices)',
      },
      [
        {
          bg: 'Допустимо лично ползване: «[ разрешено ли е и в какви граници ]».',
          en: 'Permitted personal use: «[ whether allowed and within what limits ]».',
        },
        {
          bg: 'Какво се проверява, кога и от кого: «[ напр. журнали на достъпа при инцидент – само от ИТ отговорника ]»; съдържанието на личната кореспонденция не се преглежда.',
          en: 'What is checked, when and by whom: «[ e.g. access logs after an incident – by the IT officer only ]»; the content of personal correspondence is not read.',
        },
        { bg: 'Срок на съхранение на журналите: «[ срок ]».', en: 'Retention of the logs: «[ period ]».' },
      ],
    ),
    ...rule({ bg: 'Контрол на достъпа и работното време', en: 'Access control and working time' }, [
      {
        bg: 'Система: «[ карти за достъп, електронно отчитане – опишете ]»; данни: имена, номер на карта, часове на влизане и излизане.',
        en: 'System: «[ access cards, electronic time recording – describe ]»; data: names, card number, entry and exit times.',
      },
      {
        bg: 'Цел: сигурност на обекта и отчитане на работното време; данните не се използват за друго без нови правила.',
        en: 'Purpose: security of the premises and recording working time; the data is not used for anything else without new rules.',
      },
      {
        bg: 'Достъп до данните: «[ длъжности ]»; срок на съхранение: «[ срок ]». Биометрични данни не се използват «[ потвърдете ]».',
        en: 'Access to the data: «[ positions ]»; retention: «[ period ]». No biometric data is used «[ confirm ]».',
      },
    ]),
    ...rule({ bg: 'Система за подаване на сигнали', en: 'Reporting (whistleblowing) system' }, [
      {
        bg: 'Каналът, отговорното лице и сроковете: «[ опишете – вижте и ЗЗЛПСПОИН ]».',
        en: 'The channel, the person responsible and the deadlines: «[ describe – see also ЗЗЛПСПОИН ]».',
      },
    ]),
  ];
}

/** Information for staff (Art. 13), internal rules (Art. 25i ЗЗЛД) and the job-applicant notice (Art. 25k ЗЗЛД). */
export function buildEmployeeNotice(context: KitContext): KitTextDocument {
  const definition = findKitDefinition('employee-notice');
  const p = context.pick;
  return {
    title: p(definition.title),
    company: context.company,
    language: context.language,
    blocks: [
      ...createOpening(context, definition.title, definition.legalBasis),
      {
        kind: 'heading',
        level: 2,
        text: p({
          bg: 'Част 1. Информация за служителите (чл. 13 от ОРЗД)',
          en: 'Part 1. Information for staff (Art. 13 GDPR)',
        }),
      },
      {
        kind: 'paragraph',
        text: `${p({ bg: 'Администратор', en: 'Controller' })}: ${context.company}, «[ ${p({ bg: 'адрес и имейл', en: 'address and e-mail' })} ]».`,
      },
      {
        kind: 'table',
        columns: [
          p({ bg: 'Цел', en: 'Purpose' }),
          p({ bg: 'Правно основание', en: 'Lawful basis' }),
          p({ bg: 'Срок', en: 'Retention' }),
        ],
        rows: [
          [
            p({
              bg: 'Трудов договор, заплати, осигуровки и данъци',
              en: 'Employment contract, pay, social security and tax',
            }),
            p({ bg: 'чл. 6, пар. 1, б. „б“ и „в“', en: 'Art. 6(1)(b) and (c)' }),
            p(statutoryRetention.payroll),
          ],
          [
            p({ bg: 'Болнични листове и медицински документи', en: 'Sick notes and medical documents' }),
            p({ bg: 'чл. 9, пар. 2, б. „б“', en: 'Art. 9(2)(b)' }),
            p(retentionToSet),
          ],
          [
            p({ bg: 'Трудово досие', en: 'Personnel file' }),
            p({ bg: 'чл. 6, пар. 1, б. „в“', en: 'Art. 6(1)(c)' }),
            p(retentionToSet),
          ],
        ],
        widths: [3, 2, 4],
      },
      {
        kind: 'paragraph',
        text: p({
          bg: 'Получатели: НАП, НОИ, банката, изплащаща заплатите, «[ служба по трудова медицина, счетоводител, ТРЗ ]». Имате правата по чл. 15–21 от ОРЗД и право на жалба до КЗЛД (чл. 77).',
          en: 'Recipients: National Revenue Agency (НАП), National Social Security Institute (НОИ), the bank paying salaries, «[ occupational health service, accountant, payroll ]». You have the rights of Art. 15–21 GDPR and may complain to the CPDP (КЗЛД) (Art. 77).',
        }),
      },
      {
        kind: 'heading',
        level: 2,
        text: p({
          bg: 'Част 2. Вътрешни правила (чл. 25и ЗЗЛД)',
          en: 'Part 2. Internal rules (Art. 25i ЗЗЛД)',
        }),
      },
      ...internalRules(context),
      {
        kind: 'heading',
        level: 2,
        text: p({
          bg: 'Част 3. Уведомление за кандидатите за работа',
          en: 'Part 3. Notice for job applicants',
        }),
      },
      {
        kind: 'paragraph',
        text: `${context.company} ${p({ bg: 'обработва данните от кандидатурата ви (автобиография, данни за контакт, образование, опит), за да проведе подбора – стъпки преди сключването на договор (чл. 6, пар. 1, б. „б“ от ОРЗД).', en: 'processes the data in your application (CV, contact details, education, experience) to run the recruitment – steps before entering into a contract (Art. 6(1)(b) GDPR).' })}`,
      },
      {
        kind: 'paragraph',
        text: `${p(statutoryRetention.applicants)}. ${p({ bg: 'Оригиналите или нотариално заверените копия на документи, които сте ни дали, ви връщаме.', en: 'We return any originals or notarised copies of documents you gave us.' })}`,
      },
      {
        kind: 'paragraph',
        text: p({
          bg: 'Съгласие за по-дълго съхранение (за бъдещи позиции): ☐ Съгласен/съгласна съм данните ми да се пазят до «[ срок ]». Подпис: «[ … ]»',
          en: 'Consent to longer retention (for future vacancies): ☐ I agree that my data is kept until «[ period ]». Signature: «[ … ]»',
        }),
      },
      ...createAnswersSection(context, ['trainsEmployees', 'employeeRules', 'deletesOldData']),
    ],
  };
}
