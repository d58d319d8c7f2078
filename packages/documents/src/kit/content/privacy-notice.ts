import { hasCameras } from '@app/core/assessment/applicability';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import { findKitDefinition } from '../catalogue';
import { toAssessmentFacts } from '../list-kit';
import { createAnswersSection, createOpening, type KitContext } from './common';
import type { KitTextDocument, TextBlock } from './model';
import { retentionToSet, statutoryRetention } from './retention';

type L = LocalizedText;
interface Purpose {
  purpose: L;
  basis: L;
  /** The follow-up answer that says the company relies on this basis, where one does. */
  documented?: L;
}

const confirm: L = { bg: '«[ предложено – потвърдете ]»', en: '«[ proposed – confirm ]»' };

function purposes(context: KitContext): Purpose[] {
  const { followUps, company } = context.source;
  const list: Purpose[] = [
    {
      purpose:
        company.industry === 'healthcare'
          ? {
              bg: 'Записване на часове, диагностика и лечение',
              en: 'Booking appointments, diagnosis and treatment',
            }
          : {
              bg: 'Сключване и изпълнение на договора с вас',
              en: 'Entering into and performing our contract with you',
            },
      basis:
        company.industry === 'healthcare'
          ? {
              bg: 'чл. 6, пар. 1, б. „б“ и „в“; за здравните данни – чл. 9, пар. 2, б. „з“ от ОРЗД',
              en: 'Art. 6(1)(b) and (c); for health data, Art. 9(2)(h) GDPR',
            }
          : { bg: 'чл. 6, пар. 1, б. „б“ от ОРЗД (договор)', en: 'Art. 6(1)(b) GDPR (contract)' },
    },
    {
      purpose: { bg: 'Фактуриране и счетоводство', en: 'Invoicing and accounting' },
      basis: {
        bg: 'чл. 6, пар. 1, б. „в“ от ОРЗД (законово задължение по Закона за счетоводството и данъчните закони)',
        en: 'Art. 6(1)(c) GDPR (legal obligation under the Accountancy Act and the tax acts)',
      },
    },
  ];
  if (
    followUps.reliesOnConsent === 'yes' ||
    (followUps.directMarketing !== undefined && followUps.directMarketing !== 'not_applicable')
  ) {
    list.push({
      purpose: {
        bg: 'Изпращане на бюлетин и търговски съобщения',
        en: 'Sending a newsletter and marketing messages',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „а“ от ОРЗД (вашето съгласие, което можете да оттеглите по всяко време)',
        en: 'Art. 6(1)(a) GDPR (your consent, which you may withdraw at any time)',
      },
      // Said as answered: consent relied on, or marketing sent (the answer on consent may be "not sure").
      documented:
        followUps.reliesOnConsent === 'yes'
          ? { bg: 'Посочихте, че разчитате на съгласие.', en: 'You said you rely on consent.' }
          : {
              bg: 'Посочихте, че изпращате търговски съобщения.',
              en: 'You said you send marketing messages.',
            },
    });
  }
  if (followUps.legitimateInterests !== undefined && followUps.legitimateInterests !== 'not_applicable') {
    list.push({
      purpose: {
        bg: '«[ цел, за която разчитате на легитимен интерес – напр. защита на правни претенции ]»',
        en: '«[ purpose you rely on legitimate interests for – e.g. defending legal claims ]»',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „е“ от ОРЗД (легитимен интерес: «[ опишете интереса ]»)',
        en: 'Art. 6(1)(f) GDPR (legitimate interests: «[ describe the interest ]»)',
      },
      documented: {
        bg: 'Посочихте, че разчитате на легитимен интерес.',
        en: 'You said you rely on legitimate interests.',
      },
    });
  }
  if (hasCameras(toAssessmentFacts(context.source))) {
    list.push({
      purpose: {
        bg: 'Видеонаблюдение за охрана на лицата и имуществото',
        en: 'Video surveillance to protect people and property',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „е“ от ОРЗД (легитимен интерес)',
        en: 'Art. 6(1)(f) GDPR (legitimate interests)',
      },
      documented: { bg: 'Посочихте, че имате видеонаблюдение.', en: 'You said you have video surveillance.' },
    });
  }
  return list;
}

function basisCell(context: KitContext, item: Purpose): string {
  const isDocumented = context.source.followUps.lawfulBasisDocumented === 'yes';
  return isDocumented ? context.pick(item.basis) : `${context.pick(item.basis)} ${context.pick(confirm)}`;
}

/** The Art. 13/14 notice for customers (or patients), with the lawful basis per purpose. */
export function buildPrivacyNotice(context: KitContext): KitTextDocument {
  const definition = findKitDefinition('privacy-notice');
  const p = context.pick;
  const { followUps, answers, company } = context.source;
  const audience =
    company.industry === 'healthcare'
      ? p({ bg: 'пациентите', en: 'patients' })
      : p({ bg: 'клиентите', en: 'customers' });
  const isDocumented = followUps.lawfulBasisDocumented === 'yes';
  const blocks: TextBlock[] = [
    ...createOpening(context, definition.title, definition.legalBasis),
    {
      kind: 'paragraph',
      text: p({
        bg: `Това уведомление е предназначено за ${audience} на ${context.company} и описва как обработваме личните ви данни.`,
        en: `This notice is for the ${audience} of ${context.company} and describes how we process your personal data.`,
      }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '1. Кой е администраторът (чл. 13, пар. 1, б. „а“ и „б“)',
        en: '1. Who the controller is (Art. 13(1)(a) and (b))',
      }),
    },
    {
      kind: 'paragraph',
      text: `${context.company}, ${p({ bg: 'ЕИК «[ ЕИК ]», седалище и адрес на управление «[ адрес ]», имейл «[ имейл ]», телефон «[ телефон ]».', en: 'ЕИК (company number) «[ ЕИК ]», registered address «[ address ]», e-mail «[ e-mail ]», phone «[ phone ]».' })}`,
    },
    {
      kind: 'paragraph',
      text: p({
        bg: 'Длъжностно лице по защита на данните: «[ имена и данни за контакт – или изтрийте, ако не сте определили ]».',
        en: 'Data protection officer: «[ name and contact details – or delete if none is appointed ]».',
      }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '2. Цели и правни основания (чл. 13, пар. 1, б. „в“ и „г“)',
        en: '2. Purposes and lawful bases (Art. 13(1)(c) and (d))',
      }),
    },
    {
      kind: 'paragraph',
      text: isDocumented
        ? p({
            bg: 'Посочихте, че сте определили и документирали правно основание за всяка цел. Сверете таблицата с документацията си.',
            en: 'You said you have identified and documented a lawful basis for each purpose. Check the table against your documentation.',
          })
        : p({
            bg: 'Не посочихте, че сте документирали правните основания, затова основанията по-долу са предложения: потвърдете ги или ги коригирайте, преди да публикувате уведомлението (чл. 5, пар. 2 и чл. 6, пар. 1).',
            en: 'You did not say you have documented your lawful bases, so those below are proposals: confirm or correct them before publishing the notice (Art. 5(2) and 6(1)).',
          }),
    },
    {
      kind: 'table',
      columns: [
        p({ bg: 'Цел', en: 'Purpose' }),
        p({ bg: 'Правно основание', en: 'Lawful basis' }),
        p({ bg: 'От вашите отговори', en: 'From your answers' }),
      ],
      rows: purposes(context).map((item) => [
        p(item.purpose),
        basisCell(context, item),
        item.documented ? p(item.documented) : '',
      ]),
      widths: [3, 4, 2],
    },
    {
      kind: 'paragraph',
      text: p({
        bg: 'Когато предоставянето на данните е законово или договорно изискване, без тях не можем да сключим или изпълним договора (чл. 13, пар. 2, б. „д“).',
        en: 'Where providing the data is a statutory or contractual requirement, we cannot enter into or perform the contract without it (Art. 13(2)(e)).',
      }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({ bg: '3. Получатели (чл. 13, пар. 1, б. „д“)', en: '3. Recipients (Art. 13(1)(e))' }),
    },
    {
      kind: 'paragraph',
      text:
        answers.usesThirdParties === 'no'
          ? p({
              bg: 'Посочихте, че не ползвате обработващи лични данни. Данните получават само органите, на които законът ни задължава да ги предоставим (напр. НАП).',
              en: 'You said you use no processors. Only the authorities the law requires us to give data to (the National Revenue Agency, for example) receive it.',
            })
          : p({
              bg: 'Данните получават обработващи лични данни, които работят от наше име по договор по чл. 28 от ОРЗД: «[ категории получатели – напр. счетоводител, хостинг, имейл услуга ]», както и органите, на които законът ни задължава да ги предоставим.',
              en: 'The data is received by processors working on our behalf under an Art. 28 GDPR contract: «[ categories of recipients – e.g. accountant, hosting, e-mail service ]», and by the authorities the law requires us to give it to.',
            }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '4. Предаване извън ЕИП (чл. 13, пар. 1, б. „е“)',
        en: '4. Transfers outside the EEA (Art. 13(1)(f))',
      }),
    },
    {
      kind: 'paragraph',
      text:
        followUps.transferSafeguards === 'not_applicable'
          ? p({
              bg: 'Не предаваме лични данни извън Европейското икономическо пространство.',
              en: 'We do not transfer personal data outside the European Economic Area.',
            })
          : p({
              bg: 'Данни се предават на «[ получател ]» в «[ държава ]» въз основа на «[ решение относно адекватното ниво на защита или стандартни договорни клаузи (чл. 45–46) ]». Копие от гаранциите можете да получите на «[ имейл ]».',
              en: 'Data is transferred to «[ recipient ]» in «[ country ]» on the basis of «[ an adequacy decision or standard contractual clauses (Art. 45–46) ]». You can obtain a copy of the safeguards at «[ e-mail ]».',
            }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '5. Срок на съхранение (чл. 13, пар. 2, б. „а“)',
        en: '5. How long we keep the data (Art. 13(2)(a))',
      }),
    },
    {
      kind: 'list',
      items: [
        p(statutoryRetention.accountingRegisters),
        p(statutoryRetention.taxDocuments),
        `${p({ bg: 'Останалите данни', en: 'Other data' })}: ${p(retentionToSet)}`,
      ],
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '6. Вашите права (чл. 13, пар. 2, б. „б“–„г“)',
        en: '6. Your rights (Art. 13(2)(b)–(d))',
      }),
    },
    {
      kind: 'list',
      items: [
        p({
          bg: 'достъп до данните (чл. 15) и коригиране (чл. 16);',
          en: 'access to your data (Art. 15) and rectification (Art. 16);',
        }),
        p({
          bg: 'изтриване (чл. 17) и ограничаване на обработването (чл. 18);',
          en: 'erasure (Art. 17) and restriction of processing (Art. 18);',
        }),
        p({
          bg: 'преносимост на данните, които сте ни предоставили по договор или със съгласие (чл. 20);',
          en: 'portability of data you gave us under a contract or with consent (Art. 20);',
        }),
        p({
          bg: 'възражение срещу обработване на основание легитимен интерес и по всяко време срещу директен маркетинг (чл. 21);',
          en: 'objection to processing based on legitimate interests, and at any time to direct marketing (Art. 21);',
        }),
        p({
          bg: 'оттегляне на съгласието по всяко време, без да се засяга законосъобразността на обработването преди това (чл. 7, пар. 3);',
          en: 'withdrawing consent at any time, without affecting the lawfulness of processing before it (Art. 7(3));',
        }),
        p({
          bg: 'жалба до Комисията за защита на личните данни (КЗЛД), гр. София 1592, бул. „Проф. Цветан Лазаров“ № 2, www.cpdp.bg (чл. 77).',
          en: 'a complaint to the Commission for Personal Data Protection, CPDP (КЗЛД), 2 Prof. Tsvetan Lazarov Blvd., Sofia 1592, www.cpdp.bg (Art. 77).',
        }),
      ],
    },
    {
      kind: 'paragraph',
      text: p({
        bg: 'Исканията си изпращайте на «[ имейл или адрес ]». Отговаряме до един месец (чл. 12, пар. 3).',
        en: 'Send your requests to «[ e-mail or address ]». We answer within one month (Art. 12(3)).',
      }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '7. Данни, които не сме получили от вас (чл. 14)',
        en: '7. Data we did not obtain from you (Art. 14)',
      }),
    },
    {
      kind: 'paragraph',
      text: p({
        bg: 'Когато получаваме данни от друг източник, посочваме категориите данни и източника: «[ категории и източник – или изтрийте раздела ]».',
        en: 'Where we obtain data from another source, we name the categories of data and the source: «[ categories and source – or delete this section ]».',
      }),
    },
    {
      kind: 'heading',
      level: 2,
      text: p({
        bg: '8. Автоматизирано вземане на решения (чл. 13, пар. 2, б. „е“)',
        en: '8. Automated decision-making (Art. 13(2)(f))',
      }),
    },
    {
      kind: 'paragraph',
      text:
        followUps.automatedDecisions === 'not_applicable'
          ? p({
              bg: 'Не вземаме решения, основани единствено на автоматизирано обработване, които имат правни последици за вас.',
              en: 'We take no decisions based solely on automated processing that have legal effects on you.',
            })
          : p({
              bg: '«[ опишете автоматизираните решения, логиката и последиците им (чл. 22) – или посочете, че няма такива ]»',
              en: '«[ describe the automated decisions, their logic and consequences (Art. 22) – or state that there are none ]»',
            }),
    },
    {
      kind: 'paragraph',
      text: p({ bg: 'Последна актуализация: «[ дата ]».', en: 'Last updated: «[ date ]».' }),
    },
    ...createAnswersSection(context, [
      'collectsData',
      'hasPrivacyPolicy',
      'usesThirdParties',
      'lawfulBasisDocumented',
      'reliesOnConsent',
      'legitimateInterests',
      'directMarketing',
      'transferSafeguards',
      'automatedDecisions',
      'cctvRules',
    ]),
  ];
  return { title: p(definition.title), company: context.company, language: context.language, blocks };
}
