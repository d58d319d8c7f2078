import type { CatalogueRecommendation } from './recommendation-types';

/** Security of processing (Art. 32) and staff training (Art. 29, 32(4)). */
export const securityRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'access-control-encryption',
    controlId: 'security',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Ограничете достъпа и криптирайте личните данни',
      en: 'Restrict access and encrypt personal data',
    },
    description: {
      bg: 'Предоставяйте на всеки достъп само до данните, нужни за работата му, защитете профилите с многофакторна автентикация и криптирайте лаптопите, телефоните и базите данни (чл. 32, пар. 1, букви „а“ и „б“).',
      en: 'Give each person access only to the data their job needs, protect accounts with multi-factor authentication, and encrypt laptops, phones and databases (Art. 32(1)(a)-(b)).',
    },
    steps: [
      {
        bg: 'Прегледайте кой има достъп до всяка система с лични данни и премахнете ненужния достъп.',
        en: 'Review who can access each system holding personal data and remove access nobody needs.',
      },
      {
        bg: 'Включете многофакторна автентикация за имейла, облачното хранилище и бизнес приложенията.',
        en: 'Turn on multi-factor authentication for e-mail, cloud storage and business applications.',
      },
      {
        bg: 'Включете пълно криптиране на дисковете на лаптопите и телефоните и криптиране на базите данни.',
        en: 'Enable full-disk encryption on laptops and phones, and encryption of databases.',
      },
      {
        bg: 'Съхранявайте хартиените документи в заключени шкафове, като ключовете са само у определени служители.',
        en: 'Keep paper files in locked cabinets with controlled keys.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'medium',
    timeline: '3-6 weeks',
    articles: ['5(1)(f)', '25(2)', '32(1)(a)', '32(1)(b)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Матрица на достъпа, многофакторна автентикация за всички профили и криптирани устройства',
      en: 'Access matrix, multi-factor authentication on every account and encrypted devices',
    },
    successMetric: {
      bg: '100 % от профилите с многофакторна автентикация и 100 % от устройствата криптирани',
      en: '100 % of accounts with multi-factor authentication and 100 % of devices encrypted',
    },
  },
  {
    id: 'backup-restore',
    controlId: 'security',
    condition: 'always',
    isPrimary: false,
    title: { bg: 'Правете резервни копия и проверявайте възстановяването', en: 'Back up and test restoring' },
    description: {
      bg: 'Трябва да можете своевременно да възстановите наличността и достъпа до личните данни след инцидент (чл. 32, пар. 1, буква „в“); непроверено резервно копие не е резервно копие.',
      en: 'You must be able to restore the availability of and access to personal data in a timely manner after an incident (Art. 32(1)(c)); an untested backup is not a backup.',
    },
    steps: [
      {
        bg: 'Правете автоматично резервни копия на всяка система с лични данни, като едно копие се пази офлайн или в неизменяем вид.',
        en: 'Back up every system with personal data automatically, keeping one copy offline or immutable.',
      },
      {
        bg: 'Възстановявайте проба всяко тримесечие и записвайте колко време е отнело.',
        en: 'Restore a sample every quarter and record how long it took.',
      },
      {
        bg: 'Пазете резервните копия криптирани и ги изтривайте по същия график като изходните данни.',
        en: 'Keep backups encrypted and delete them on the same schedule as the source data.',
      },
    ],
    impact: 'medium',
    effort: 'medium',
    cost: 'medium',
    timeline: '2-4 weeks',
    articles: ['32(1)(b)', '32(1)(c)'],
    nationalLaw: [],
    deliverable: {
      bg: 'План за резервни копия с тримесечна проверка на възстановяването',
      en: 'Backup plan with a quarterly restore test',
    },
    successMetric: {
      bg: 'Тримесечната проверка на възстановяването е успешна',
      en: 'The quarterly restore test succeeds',
    },
  },
  {
    id: 'security-testing',
    controlId: 'security',
    condition: 'sensitive',
    isPrimary: false,
    title: {
      bg: 'Проверявайте редовно дали мерките за сигурност работят',
      en: 'Test regularly whether your security measures work',
    },
    description: {
      bg: 'Чл. 32, пар. 1, буква „г“ изисква процес за редовно изпитване, преценяване и оценка на ефективността на мерките. Начинът зависи от риска: сканиране за уязвимости, преглед на журналите за достъп, проверка на възстановяването, а при чувствителни данни често и външен тест за проникване.',
      en: 'Art. 32(1)(d) requires a process for regularly testing, assessing and evaluating the effectiveness of your measures. How you test depends on the risk: vulnerability scans, access-log reviews, restore tests and, with sensitive data, often an external penetration test.',
    },
    steps: [
      {
        bg: 'Приемете годишен план: какво се проверява, колко често и от кого, според риска за всяка система.',
        en: 'Adopt a yearly plan: what is tested, how often and by whom, according to the risk of each system.',
      },
      {
        bg: 'Сканирайте всяко тримесечие уебсайта и отдалечения достъп за уязвимости и преглеждайте ежемесечно журналите за достъп до системите с чувствителни данни.',
        en: 'Scan your website and remote access for vulnerabilities every quarter, and review the access logs of systems holding sensitive data every month.',
      },
      {
        bg: 'Преценете дали за системите с чувствителни данни е нужен външен тест за проникване, например веднъж годишно и след съществени промени.',
        en: 'Decide whether the systems holding sensitive data need an external penetration test, for example once a year and after major changes.',
      },
      {
        bg: 'Проследявайте всяка констатация до отстраняването ѝ и докладвайте резултатите на ръководството.',
        en: 'Track every finding until it is fixed and report the results to management.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'medium',
    timeline: '4-8 weeks',
    articles: ['32(1)(d)', '32(2)'],
    nationalLaw: [],
    deliverable: {
      bg: 'План за проверки на сигурността, протоколи от проверките и дневник на отстраняването',
      en: 'Security testing plan, test reports and remediation log',
    },
    successMetric: {
      bg: 'Проверките по плана са извършени и няма открита констатация с висока сериозност, по-стара от 30 дни',
      en: 'The planned tests were carried out and no open high-severity finding is older than 30 days',
    },
  },
  {
    id: 'staff-training',
    controlId: 'training',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Обучавайте служителите при постъпване и ежегодно',
      en: 'Train staff on joining and every year',
    },
    description: {
      bg: 'Кратко обучение според длъжността: работа с лични данни, разпознаване на фишинг, незабавно докладване на инциденти и разпознаване на искания на субекти на данните; пазете записи за присъствието като доказателство (чл. 5, пар. 2).',
      en: 'Short, role-specific training on handling personal data, spotting phishing, reporting incidents at once and recognising data subject requests; keep attendance records as evidence (Art. 5(2)).',
    },
    steps: [
      {
        bg: 'Подгответе 45-минутно обучение и едностранично резюме на правилата ви за работа с данни.',
        en: 'Prepare a 45-minute session and a one-page summary of your data rules.',
      },
      {
        bg: 'Обучете всички сега, след това всеки новопостъпил през първата му седмица и всички веднъж годишно.',
        en: 'Train everyone now, then every new hire in their first week and everyone once a year.',
      },
      {
        bg: 'Служителите с достъп до лични данни да подпишат декларация за поверителност.',
        en: 'Have staff with access to personal data sign a confidentiality undertaking.',
      },
      {
        bg: 'Два пъти годишно изпращайте симулиран фишинг имейл.',
        en: 'Send a simulated phishing e-mail twice a year.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(2)', '29', '32(4)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Учебни материали, записи за присъствие и подписани декларации за поверителност',
      en: 'Training material, attendance records and signed confidentiality undertakings',
    },
    successMetric: {
      bg: '100 % от служителите с достъп до лични данни са обучени през последните 12 месеца',
      en: '100 % of staff with access to personal data trained in the last 12 months',
    },
  },
];
