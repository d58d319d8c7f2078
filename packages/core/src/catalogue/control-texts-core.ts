import type { CoreControlId } from '../analysis/control-ids';
import type { LocalizedText } from '../i18n/localized-text';

export interface ControlTexts {
  title: LocalizedText;
  /** The risk in plain language, for a business owner rather than a lawyer. */
  risk: LocalizedText;
  /** What "done" looks like; becomes a roadmap objective. */
  objective: LocalizedText;
}

export const coreControlTexts: Readonly<Record<CoreControlId, ControlTexts>> = {
  lawfulBasis: {
    title: { bg: 'Правно основание и съгласие', en: 'Lawful basis and consent' },
    risk: {
      bg: 'Не сте потвърдили, че всяка дейност по обработване има правно основание и че съгласието, когато разчитате на него, е свободно изразено, конкретно, информирано и документирано. Обработването без валидно основание е незаконосъобразно и е сред най-често санкционираните нарушения на ОРЗД.',
      en: 'You have not confirmed that every processing activity rests on a lawful basis and that consent, where you rely on it, is freely given, specific, informed and recorded. Processing without a valid basis is unlawful and is among the most frequently fined GDPR breaches.',
    },
    objective: {
      bg: 'Всяка цел на обработване има документирано правно основание, а съгласието е валидно и може да бъде доказано.',
      en: 'Every processing purpose has a documented lawful basis, and consent is valid and provable.',
    },
  },
  transparency: {
    title: { bg: 'Информиране и политика за поверителност', en: 'Privacy notice and transparency' },
    risk: {
      bg: 'Хората, чиито данни събирате, не са информирани кой сте, защо обработвате данните им, на какво основание, за колко време и какви права имат. Задължението за информиране възниква при събирането на данните (чл. 13) или при получаването им от други източници (чл. 14).',
      en: 'The people whose data you collect are not told who you are, why you process their data, on what basis, for how long and what rights they have. The duty to inform arises when data is collected (Art. 13) or obtained from other sources (Art. 14).',
    },
    objective: {
      bg: 'Всеки, чиито данни обработвате, има достъп до ясна и актуална информация за обработването.',
      en: 'Everyone whose data you process can read a clear, current privacy notice.',
    },
  },
  dataSubjectRights: {
    title: { bg: 'Права на субектите на данните', en: 'Data subject rights' },
    risk: {
      bg: 'Нямате надежден начин да изпълнявате искания за достъп, коригиране, изтриване, ограничаване, преносимост или възражение. Отговорът трябва да бъде даден в срок от един месец (чл. 12, пар. 3), а пропуснатите или отказаните искания са честа причина за жалби до надзорния орган.',
      en: 'You have no reliable way to handle requests for access, rectification, erasure, restriction, portability or objection. The answer is due within one month (Art. 12(3)), and missed or refused requests are a common reason for complaints to the supervisory authority.',
    },
    objective: {
      bg: 'Всяко искане на субект на данните се регистрира и получава отговор в срок от един месец.',
      en: 'Every request from a data subject is logged and answered within one month.',
    },
  },
  storageLimitation: {
    title: { bg: 'Срокове за съхранение и изтриване', en: 'Retention and deletion' },
    risk: {
      bg: 'Личните данни се пазят по-дълго от необходимото. Данните, които вече не ви трябват, носят само риск: трябва да ги предоставите при искане за достъп и те са изложени при всяко нарушение на сигурността.',
      en: 'Personal data is kept longer than needed. Data you no longer need only carries risk: you must disclose it on an access request and it is exposed in every breach.',
    },
    objective: {
      bg: 'Всяка категория данни има срок за съхранение и данните след изтичането му се изтриват.',
      en: 'Every category of data has a retention period, and data past it is deleted.',
    },
  },
  security: {
    title: { bg: 'Сигурност на обработването', en: 'Security of processing' },
    risk: {
      bg: 'Личните данни не са защитени с подходящи технически и организационни мерки като контрол на достъпа, криптиране и резервни копия (чл. 32). Слабата сигурност е най-честата причина за нарушения, а глобите за нея са сред най-високите.',
      en: 'Personal data is not protected by appropriate technical and organisational measures such as access control, encryption and backups (Art. 32). Weak security is the most common cause of breaches, and the fines for it are among the highest.',
    },
    objective: {
      bg: 'Достъпът до личните данни е ограничен, данните са криптирани и могат да бъдат възстановени.',
      en: 'Access to personal data is restricted, and the data is encrypted and recoverable.',
    },
  },
  breachResponse: {
    title: {
      bg: 'Действия при нарушение на сигурността на личните данни',
      en: 'Personal data breach response',
    },
    risk: {
      bg: 'Нямате план за действие при нарушение на сигурността на личните данни. Нарушението трябва да бъде съобщено на КЗЛД до 72 часа след узнаването му (чл. 33), а засегнатите лица трябва да бъдат уведомени без ненужно забавяне, когато рискът за тях е висок (чл. 34). Без план тези срокове обикновено се изпускат.',
      en: 'You have no plan for personal data breaches. A breach must be notified to КЗЛД within 72 hours of becoming aware of it (Art. 33), and the people affected must be told without undue delay when the risk to them is high (Art. 34). Without a plan these deadlines are usually missed.',
    },
    objective: {
      bg: 'Всяко нарушение се оценява и документира и при необходимост се съобщава на КЗЛД до 72 часа.',
      en: 'Every breach is assessed and documented and, where required, notified to КЗЛД within 72 hours.',
    },
  },
  records: {
    title: { bg: 'Регистри на дейностите по обработване', en: 'Records of processing activities' },
    risk: {
      bg: 'Не поддържате регистри на дейностите по обработване (чл. 30). Без тях не можете да покажете на КЗЛД какво обработвате, защо и за колко време, а всички останали задължения – информиране, срокове, искания – стъпват на тази карта на данните.',
      en: 'You keep no records of processing activities (Art. 30). Without them you cannot show КЗЛД what you process, why and for how long, and every other obligation – notices, retention, requests – rests on this map of your data.',
    },
    objective: {
      bg: 'Пълен и актуален регистър на дейностите по обработване.',
      en: 'A complete and current register of processing activities.',
    },
  },
  training: {
    title: { bg: 'Обучение и осведоменост на персонала', en: 'Staff awareness and training' },
    risk: {
      bg: 'Служителите, които работят с лични данни, не са обучени. Много нарушения започват с човешка грешка – фишинг имейл или съобщение до грешен адресат, а вие трябва да гарантирате, че всеки, който действа под ваше ръководство, обработва данните само по ваши указания (чл. 29 и чл. 32, пар. 4).',
      en: 'Staff who handle personal data have not been trained. Many breaches start with a human error – a phishing e-mail or a message to the wrong person – and you must ensure that everyone acting under your authority processes data only on your instructions (Art. 29 and 32(4)).',
    },
    objective: {
      bg: 'Всеки, който работи с лични данни, е обучен при постъпване и всяка година.',
      en: 'Everyone who handles personal data is trained on joining and every year.',
    },
  },
};
