import type { CatalogueRecommendation } from './recommendation-types';

/** Bulgarian employer duties: video surveillance, internal rules, whistleblowing channel. */
export const workplaceRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'cctv-rules',
    controlId: 'videoSurveillance',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Приемете правила за видеонаблюдение и поставете информационни табели',
      en: 'Adopt video surveillance rules and put up signs',
    },
    description: {
      bg: 'Опишете защо е поставена всяка камера, какво обхваща, колко време се пазят записите и кой има достъп до тях; информирайте хората с табели преди влизане в наблюдаваната зона и уведомете писмено служителите.',
      en: 'Write down why each camera is there, what it covers, how long recordings are kept and who may view them; inform people with signs before they enter the monitored area, and inform employees in writing.',
    },
    steps: [
      {
        bg: 'Опишете всяка камера с целта и зрителното ѝ поле; премахнете или пренасочете камерите към улици, съседни имоти, места за почивка или тоалетни.',
        en: 'List every camera with its purpose and field of view; remove or re-aim cameras covering streets, neighbouring property, rest areas or toilets.',
      },
      {
        bg: 'Определете кратък срок за съхранение на записите и автоматично презаписване.',
        en: 'Set a short retention period for recordings and automatic overwriting.',
      },
      {
        bg: 'Поставете табели на входа с наименованието ви, целта и къде е пълната информация.',
        en: 'Put up signs at the entrance naming you and the purpose, and saying where the full notice is.',
      },
      {
        bg: 'Приемете писмени правила, запознайте служителите срещу подпис и записвайте всеки преглед или изнасяне на записи.',
        en: 'Adopt written rules, have employees acknowledge them in writing, and log every viewing or export of footage.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['5(1)(c)', '6(1)(f)', '12(1)', '13'],
    nationalLaw: ['zzld-employer-rules'],
    deliverable: {
      bg: 'Правила за видеонаблюдение, списък на камерите и информационни табели',
      en: 'Video surveillance rules, camera list and information signs',
    },
    successMetric: {
      bg: 'Всяка камера е описана и обозначена с табела, а записите се пазят само в определения срок',
      en: 'Every camera is listed and signposted, and recordings are kept only for the set period',
    },
  },
  {
    id: 'employee-data-rules',
    controlId: 'employeeRules',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Приемете вътрешни правила за данните и наблюдението на служителите',
      en: 'Adopt internal rules on employee data and monitoring',
    },
    description: {
      bg: 'ЗЗЛД изисква работодателят да приеме правила за използването на служебните ресурси (имейл, интернет, устройства), за наблюдението, както и за системите за контрол на достъпа и работното време, и да запознае служителите с тях.',
      en: 'ЗЗЛД requires employers to adopt rules on the use of company resources (e-mail, internet, devices), on monitoring, and on access-control and working-time systems, and to inform staff of them.',
    },
    steps: [
      {
        bg: 'Избройте как наблюдавате или записвате служителите: достъп до имейли, GPS, запис на разговори, карти за достъп, камери.',
        en: 'List how you monitor or record staff: e-mail access, GPS, call recording, access cards, cameras.',
      },
      {
        bg: 'За всяко опишете целта, ограниченията и кой има достъп до данните; откажете се от наблюдението, което не можете да обосновете.',
        en: 'For each, write down the purpose, the limits and who may see the data; drop monitoring you cannot justify.',
      },
      {
        bg: 'Утвърдете правилата със заповед на управителя и запознайте всеки служител с тях срещу подпис.',
        en: 'Adopt the rules by order of the managing director and have every employee acknowledge them in writing.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(a)', '5(1)(c)', '13', '88'],
    nationalLaw: ['zzld-employer-rules'],
    deliverable: {
      bg: 'Вътрешни правила за данните на служителите, с които всеки служител е запознат срещу подпис',
      en: 'Internal rules on employee data, acknowledged in writing by every employee',
    },
    successMetric: {
      bg: '100 % от служителите са запознати с правилата срещу подпис',
      en: '100 % of employees have acknowledged the rules in writing',
    },
  },
  {
    id: 'whistleblowing-channel',
    controlId: 'whistleblowing',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Създайте канал за вътрешно подаване на сигнали',
      en: 'Set up an internal whistleblowing channel',
    },
    description: {
      bg: 'Съгласно ЗЗЛПСПОИН задължените работодатели определят служител, който приема сигналите, осигуряват писмено и устно подаване, водят регистър на сигналите и защитават самоличността на сигнализиращите лица; сигналите съдържат лични данни и изискват същите гаранции по ОРЗД.',
      en: 'Under ЗЗЛПСПОИН, obliged employers designate a person to receive reports, offer written and oral reporting, keep a register of reports and protect the identity of reporting persons; reports contain personal data and need the same GDPR safeguards.',
    },
    steps: [
      {
        bg: 'Определете служителя или звеното, което приема сигналите и предприема последващи действия.',
        en: 'Designate the person or team that receives reports and follows them up.',
      },
      {
        bg: 'Осигурете поверителен писмен и устен канал и публикувайте как се използва.',
        en: 'Open a confidential written and oral channel and publish how to use it.',
      },
      {
        bg: 'Водете регистъра на сигналите по образеца на КЗЛД и получавайте уникален идентификационен номер за всеки сигнал.',
        en: 'Keep the register of reports on КЗЛД’s template and obtain a unique identification number for each report.',
      },
      {
        bg: 'Ограничете достъпа до сигналите и информирайте сигнализиращите лица как се обработват данните им.',
        en: 'Restrict access to reports and tell reporting persons how their data is processed.',
      },
    ],
    impact: 'medium',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(f)', '13', '32'],
    nationalLaw: ['zzlpspoin-12'],
    deliverable: {
      bg: 'Канал за вътрешно подаване на сигнали, правила и регистър',
      en: 'Internal reporting channel, rules and register',
    },
    successMetric: {
      bg: 'Каналът е публикуван и всеки сигнал е регистриран с уникален номер',
      en: 'The channel is published and every report is registered with a unique number',
    },
  },
];
