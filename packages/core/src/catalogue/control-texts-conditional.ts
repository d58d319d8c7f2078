import type { ConditionalControlId } from '../analysis/control-ids';
import type { ControlTexts } from './control-texts-core';

export const conditionalControlTexts: Readonly<Record<ConditionalControlId, ControlTexts>> = {
  processorAgreements: {
    title: { bg: 'Договори с обработващите лични данни', en: 'Contracts with processors' },
    risk: {
      bg: 'Предоставяте лични данни на доставчици на услуги (счетоводство, ТРЗ, хостинг, имейл, куриери), без да сте потвърдили, че с всеки от тях има договор за обработване по чл. 28, пар. 3. Вие оставате отговорни за това, което те правят с данните.',
      en: 'You share personal data with service providers (accounting, payroll, hosting, e-mail, couriers) without having confirmed a data processing agreement under Art. 28(3) with each of them. You remain responsible for what they do with the data.',
    },
    objective: {
      bg: 'Всеки обработващ лични данни работи по писмен договор по чл. 28.',
      en: 'Every processor works under a written Art. 28 agreement.',
    },
  },
  internationalTransfers: {
    title: { bg: 'Предаване на данни извън ЕИП', en: 'Transfers outside the EEA' },
    risk: {
      bg: 'Лични данни може да напускат ЕИП – например чрез облачни, имейл или маркетингови услуги – без решение относно адекватното ниво на защита или стандартни договорни клаузи (чл. 44–46). Незаконосъобразното предаване попада в по-високия праг на глобите.',
      en: 'Personal data may leave the EEA – for example through cloud, e-mail or marketing services – without an adequacy decision or standard contractual clauses (Art. 44-46). Unlawful transfers fall in the higher tier of fines.',
    },
    objective: {
      bg: 'Всяко предаване извън ЕИП е установено и обезпечено с решение относно адекватното ниво на защита или със стандартни договорни клаузи.',
      en: 'Every transfer outside the EEA is mapped and covered by an adequacy decision or standard contractual clauses.',
    },
  },
  childrenData: {
    title: { bg: 'Лични данни на деца', en: 'Children’s data' },
    risk: {
      bg: 'Обработвате лични данни на деца, без да сте потвърдили валиден механизъм за съгласие. В България, когато онлайн услуга се основава на съгласие, за дете под 14 години е необходимо съгласието на родител или настойник, а информацията за децата трябва да е написана разбираемо за тях (чл. 12, пар. 1).',
      en: 'You process children’s data without having confirmed a valid consent mechanism. In Bulgaria, where an online service relies on consent, a child under 14 needs the consent of a parent or guardian, and information for children must be written so that they can understand it (Art. 12(1)).',
    },
    objective: {
      bg: 'Данните на деца под 14 години се обработват само със съгласие на родител, а информацията е съобразена с възрастта им.',
      en: 'Data of children under 14 is processed only with a parent’s consent, and notices suit their age.',
    },
  },
  dpo: {
    title: { bg: 'Длъжностно лице по защита на данните', en: 'Data protection officer' },
    risk: {
      bg: 'Обработването на специални категории данни или системното наблюдение при вас вероятно е в голям мащаб, а тогава длъжностното лице по защита на данните (ДЛЗД) е задължително (чл. 37, пар. 1, букви „б“ и „в“). Данните за контакт с него трябва да бъдат публикувани и съобщени на КЗЛД (чл. 37, пар. 7).',
      en: 'Your processing of special-category data or your systematic monitoring is probably large-scale, and then a data protection officer (DPO) is mandatory (Art. 37(1)(b)-(c)). The DPO’s contact details must be published and communicated to КЗЛД (Art. 37(7)).',
    },
    objective: {
      bg: 'Определено е ДЛЗД (или е документирано, че не се изисква) и КЗЛД е уведомена.',
      en: 'A DPO is appointed (or it is documented that none is required) and КЗЛД has been notified.',
    },
  },
  dpia: {
    title: {
      bg: 'Оценка на въздействието върху защитата на данните',
      en: 'Data protection impact assessment',
    },
    risk: {
      bg: 'Обработването при вас вероятно води до висок риск (специални категории данни или системно наблюдение) и изисква оценка на въздействието върху защитата на данните преди започването му (чл. 35). КЗЛД е публикувала списък на видовете операции, за които такава оценка е задължителна (чл. 35, пар. 4).',
      en: 'Your processing is likely to result in a high risk (special-category data or systematic monitoring) and needs a data protection impact assessment before it starts (Art. 35). КЗЛД has published a list of processing operations for which one is mandatory (Art. 35(4)).',
    },
    objective: {
      bg: 'За обработването с висок риск има документирана оценка на въздействието с мерки за намаляване на риска.',
      en: 'High-risk processing has a documented impact assessment with measures that reduce the risk.',
    },
  },
  videoSurveillance: {
    title: { bg: 'Видеонаблюдение', en: 'Video surveillance' },
    risk: {
      bg: 'Използвате видеонаблюдение без вътрешни правила и информационни табели. Камерите записват всеки, който минава, затова са нужни определена цел, ограничен обхват и срок на съхранение на записите, ограничен достъп и ясно информиране. Видеонаблюдението е честа тема на жалбите до КЗЛД.',
      en: 'You use video surveillance without internal rules and information signs. Cameras record everyone who passes, so they need a defined purpose, limited coverage and retention, restricted access and clear notice. Video surveillance is a frequent subject of complaints to КЗЛД.',
    },
    objective: {
      bg: 'Камерите работят по писмени правила, с информационни табели и кратък срок за съхранение на записите.',
      en: 'Cameras operate under written rules, with information signs and a short retention period.',
    },
  },
  employeeRules: {
    title: { bg: 'Вътрешни правила на работодателя', en: 'Employer’s internal rules' },
    risk: {
      bg: 'Като работодател в България трябва да имате вътрешни правила за данните на служителите: наблюдение и използване на служебните ресурси (имейл, интернет, устройства), системи за контрол на достъпа и работното време. Без такива правила наблюдението на служители трудно може да бъде обосновано като необходимо и пропорционално.',
      en: 'As an employer in Bulgaria you need internal rules on employee data: monitoring and the use of company resources (e-mail, internet, devices), and access-control and working-time systems. Without such rules, monitoring staff is hard to justify as necessary and proportionate.',
    },
    objective: {
      bg: 'Служителите са запознати писмено как могат да бъдат наблюдавани и как могат да използват служебните ресурси.',
      en: 'Employees know, in writing, how they may be monitored and how they may use company resources.',
    },
  },
  whistleblowing: {
    title: { bg: 'Канал за вътрешно подаване на сигнали', en: 'Internal whistleblowing channel' },
    risk: {
      bg: 'Работодателите с 50 или повече работници и служители, както и финансовите институции независимо от броя на персонала, трябва да поддържат канал за вътрешно подаване на сигнали и регистър на сигналите по ЗЗЛПСПОИН и да пазят в тайна самоличността на сигнализиращите лица.',
      en: 'Employers with 50 or more workers, and financial-services firms of any size, must run an internal whistleblowing channel and a register of reports under ЗЗЛПСПОИН, and must keep the identity of reporting persons confidential.',
    },
    objective: {
      bg: 'Служителите могат да подават сигнали по поверителен вътрешен канал, а сигналите се регистрират и по тях се предприемат действия.',
      en: 'Staff can report breaches through a confidential internal channel, and reports are registered and followed up.',
    },
  },
};
