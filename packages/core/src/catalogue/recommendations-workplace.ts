import type { CatalogueRecommendation } from './recommendation-types';

/** Video surveillance, the employer's internal rules (чл. 25и ЗЗЛД) and the whistleblowing channel. */
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
      bg: 'Опишете защо е поставена всяка камера, какво обхваща, колко време се пазят записите и кой има достъп до тях; камерите обхващат само необходимото за целта (чл. 5, пар. 1, буква „в“), а хората се информират с табели преди влизане в наблюдаваната зона.',
      en: 'Write down why each camera is there, what it covers, how long recordings are kept and who may view them; cameras cover only what the purpose needs (Art. 5(1)(c)), and people are informed by signs before they enter the monitored area.',
    },
    steps: [
      {
        bg: 'Опишете всяка камера с целта и зрителното ѝ поле; пренасочете или премахнете камерите, които заснемат тоалетни, съблекални или места за почивка, както и тези, които обхващат повече от улицата или съседните имоти, отколкото е нужно за охраната на собствения ви обект.',
        en: 'List every camera with its purpose and field of view; re-aim or remove cameras that cover toilets, changing rooms or rest areas, and those that cover more of the street or neighbouring property than guarding your own premises needs.',
      },
      {
        bg: 'Определете кратък срок за съхранение на записите и автоматично презаписване; по-дълго пазете само записи, нужни за конкретен инцидент.',
        en: 'Set a short retention period for recordings with automatic overwriting; keep longer only footage needed for a specific incident.',
      },
      {
        bg: 'Поставете табели преди наблюдаваната зона с наименованието ви, целта и къде е пълната информация, и публикувайте пълната информация по чл. 13.',
        en: 'Put up signs before the monitored area naming you and the purpose and saying where the full notice is, and publish the full Art. 13 notice.',
      },
      {
        bg: 'Приемете писмени правила и записвайте всеки преглед или изнасяне на записи; ако камерите наблюдават и служители, уредете това във вътрешните правила по чл. 25и ЗЗЛД и запознайте служителите с тези правила.',
        en: 'Adopt written rules and log every viewing or export of footage; if the cameras also monitor staff, cover this in the internal rules under Art. 25i ЗЗЛД and inform the staff of those rules.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['5(1)(c)', '5(1)(e)', '6(1)(f)', '13'],
    nationalLaw: [],
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
      bg: 'Приемете вътрешни правила за системите, с които наблюдавате или ограничавате служителите',
      en: 'Adopt internal rules for the systems that monitor or restrict staff',
    },
    description: {
      bg: 'Работодател, който използва система за подаване на сигнали за нарушения, ограничава използването на вътрешнофирмените ресурси (имейл, интернет, устройства) или въвежда системи за контрол на достъпа, работното време или трудовата дисциплина, приема правила и процедури за тях, в които посочва обхвата, задълженията и начина на прилагане, и запознава служителите с тях (чл. 25и ЗЗЛД).',
      en: 'An employer that uses a whistleblowing (reporting) system, restricts the use of internal resources (e-mail, internet, devices), or introduces access-control, working-time or labour-discipline systems adopts rules and procedures for them setting out their scope, the obligations and how they are applied, and informs staff of them (Art. 25i ЗЗЛД).',
    },
    steps: [
      {
        bg: 'Избройте кои от тези системи използвате: канал за сигнали, ограничения или проверки на имейла и интернета, карти за достъп, отчитане на работното време, GPS, камери за контрол на трудовата дисциплина.',
        en: 'List which of these systems you use: a reporting channel, restrictions on or checks of e-mail and internet, access cards, time recording, GPS, cameras used for labour discipline.',
      },
      {
        bg: 'За всяка опишете целта, обхвата, какви данни се събират, кой има достъп до тях и колко дълго се пазят; откажете се от наблюдението, което не можете да обосновете.',
        en: 'For each, write down the purpose, the scope, what data is collected, who may see it and how long it is kept; drop monitoring you cannot justify.',
      },
      {
        bg: 'Утвърдете правилата със заповед на управителя, запознайте всеки служител с тях срещу подпис и ги отразете в информацията за обработването за служителите.',
        en: 'Adopt the rules by order of the managing director, have every employee acknowledge them in writing, and reflect them in the staff privacy notice.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(c)', '13', '88'],
    nationalLaw: ['zzld-employer-rules'],
    deliverable: {
      bg: 'Вътрешни правила за използваните системи, с които всеки служител е запознат срещу подпис',
      en: 'Internal rules for the systems in use, acknowledged in writing by every employee',
    },
    successMetric: {
      bg: 'Всяка използвана система има правила и 100 % от служителите са запознати с тях срещу подпис',
      en: 'Every system in use has rules, and 100 % of employees have acknowledged them in writing',
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
      bg: 'Канал за вътрешно подаване на сигнали са длъжни да създадат работодателите в публичния сектор (с изключенията по закона), работодателите в частния сектор с 50 или повече работници и служители и работодателите в частния сектор с каквато и да е численост, чиято дейност попада в обхвата на актовете от приложението към закона – финансови услуги, предотвратяване на изпирането на пари, безопасност на транспорта, опазване на околната среда (чл. 12, ал. 1 ЗЗЛПСПОИН). Сигналите съдържат лични данни и изискват гаранциите на ОРЗД.',
      en: 'An internal reporting channel is required of public-sector employers (with the law’s exceptions), private employers with 50 or more workers, and private employers of any size whose activity falls within the acts listed in the law’s annex: financial services, prevention of money laundering, transport safety, environmental protection (Art. 12(1) ЗЗЛПСПОИН, the Whistleblower Protection Act). Reports contain personal data and need the GDPR’s safeguards.',
    },
    steps: [
      {
        bg: 'Определете служителя или звеното, което приема сигналите и предприема последващи действия.',
        en: 'Designate the person or team that receives reports and follows them up.',
      },
      {
        bg: 'Осигурете поверителен писмен и устен канал, публикувайте как се използва и потвърждавайте получаването на сигнал до 7 дни.',
        en: 'Open a confidential written and oral channel, publish how to use it, and acknowledge receipt of a report within 7 days.',
      },
      {
        bg: 'Водете регистъра на сигналите по образеца на КЗЛД и получавайте уникален идентификационен номер за всеки сигнал.',
        en: 'Keep the register of reports on the CPDP (КЗЛД) template and obtain a unique identification number for each report.',
      },
      {
        bg: 'Ограничете достъпа до сигналите до определените служители и пазете самоличността на сигнализиращите лица в тайна.',
        en: 'Restrict access to reports to the designated staff and keep the identity of reporting persons confidential.',
      },
    ],
    impact: 'medium',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(f)', '32'],
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
