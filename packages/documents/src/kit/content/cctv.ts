import { findKitDefinition } from '../catalogue';
import { createAnswersSection, createOpening, type KitContext } from './common';
import type { KitTextDocument } from './model';
import { retentionToSet } from './retention';

/** The CCTV sign (Art. 13, first layer) and the rules for the video surveillance. */
export function buildCctv(context: KitContext): KitTextDocument {
  const definition = findKitDefinition('cctv');
  const p = context.pick;
  return {
    title: p(definition.title),
    company: context.company,
    language: context.language,
    blocks: [
      ...createOpening(context, definition.title, definition.legalBasis),
      { kind: 'heading', level: 2, text: p({ bg: '1. Информационна табела', en: '1. Information sign' }) },
      {
        kind: 'paragraph',
        text: p({
          bg: 'Поставете табелата така, че хората да я видят, преди да влязат в наблюдаваната зона.',
          en: 'Place the sign so that people see it before they enter the monitored area.',
        }),
      },
      {
        kind: 'table',
        columns: [
          p({
            bg: 'ВНИМАНИЕ! ОБЕКТЪТ Е ПОД ВИДЕОНАБЛЮДЕНИЕ',
            en: 'NOTICE: THIS AREA IS UNDER VIDEO SURVEILLANCE',
          }),
        ],
        rows: [
          [
            `${p({ bg: 'Администратор', en: 'Controller' })}: ${context.company}, «[ ${p({ bg: 'телефон или имейл', en: 'phone or e-mail' })} ]»`,
          ],
          [
            p({
              bg: 'Цел: охрана на лицата и имуществото. Основание: легитимен интерес (чл. 6, пар. 1, б. „е“ от ОРЗД).',
              en: 'Purpose: protecting people and property. Basis: legitimate interests (Art. 6(1)(f) GDPR).',
            }),
          ],
          [
            `${p({ bg: 'Срок на съхранение на записите', en: 'Recordings kept for' })}: «[ ${p({ bg: 'брой дни', en: 'number of days' })} ]»`,
          ],
          [
            p({
              bg: 'Имате право на достъп, изтриване, ограничаване и възражение. Пълната информация: «[ къде – напр. на рецепцията или на уебсайта ]».',
              en: 'You have the rights of access, erasure, restriction and objection. Full information: «[ where – e.g. at reception or on the website ]».',
            }),
          ],
        ],
      },
      {
        kind: 'heading',
        level: 2,
        text: p({ bg: '2. Правила за видеонаблюдението', en: '2. Rules for the video surveillance' }),
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          p({
            bg: 'Цел: само охрана на лицата и имуществото; записите не се използват за други цели (чл. 5, пар. 1, б. „б“).',
            en: 'Purpose: protecting people and property only; recordings are not used for other purposes (Art. 5(1)(b)).',
          }),
          `${p({ bg: 'Обхват: камерите обхващат', en: 'Scope: the cameras cover' })} «[ ${p({ bg: 'зони – напр. вход, каса, склад', en: 'areas – e.g. entrance, till, storeroom' })} ]». ${p({ bg: 'Не се наблюдават тоалетни, съблекални и места за почивка, нито съседни имоти и обществени места извън необходимото (чл. 5, пар. 1, б. „в“).', en: 'Toilets, changing rooms and rest areas are never monitored, nor neighbouring property and public spaces beyond what is necessary (Art. 5(1)(c)).' })}`,
          `${p({ bg: 'Брой и разположение на камерите', en: 'Number and position of the cameras' })}: «[ … ]». ${p({ bg: 'Звук не се записва', en: 'No sound is recorded' })} «[ ${p({ bg: 'потвърдете', en: 'confirm' })} ]».`,
          `${p({ bg: 'Достъп до записите имат само', en: 'Only these people may access the recordings' })}: «[ ${p({ bg: 'имена и длъжности', en: 'names and positions' })} ]». ${p({ bg: 'Всеки преглед и всяко копие се вписват в дневник.', en: 'Every viewing and every copy is recorded in a log.' })}`,
          `${p({ bg: 'Срок на съхранение', en: 'Retention' })}: ${p(retentionToSet)}. ${p({ bg: 'След него записите се презаписват автоматично, освен ако са нужни за конкретен инцидент.', en: 'After it the recordings are overwritten automatically, unless needed for a specific incident.' })}`,
          p({
            bg: 'Записи се предоставят на органите на МВР и на съда само при законово основание; на лице, което иска достъп до своите записи, се предоставят след скриване на другите лица (чл. 15, пар. 4).',
            en: 'Recordings are given to the police and the courts only on a legal basis; a person asking for access to their own images gets them with other people obscured (Art. 15(4)).',
          }),
          p({
            bg: 'Служителите се запознават с тези правила срещу подпис, преди камерите да заработят на работните им места.',
            en: 'Staff are made aware of these rules, and sign that they have been, before cameras operate where they work.',
          }),
          p({
            bg: 'Преди въвеждането е направена преценка на легитимния интерес и, където е нужна, оценка на въздействието (чл. 35): «[ дата и резултат ]».',
            en: 'Before the cameras were installed, the legitimate interests were balanced and, where required, an impact assessment was done (Art. 35): «[ date and outcome ]».',
          }),
        ],
      },
      {
        kind: 'paragraph',
        text: p({
          bg: 'Правилата са утвърдени от «[ име, длъжност ]» на «[ дата ]».',
          en: 'These rules were approved by «[ name, position ]» on «[ date ]».',
        }),
      },
      ...createAnswersSection(context, ['secureStorage', 'cctvRules']),
    ],
  };
}
