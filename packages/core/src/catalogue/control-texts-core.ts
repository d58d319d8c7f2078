import type { CoreControlId } from '../analysis/control-ids';
import type { LocalizedText } from '../i18n/localized-text';

export interface ControlTexts {
  title: LocalizedText;
  /** The risk in plain language, for a business owner rather than a lawyer. */
  risk: LocalizedText;
  /** What "done" looks like; becomes a roadmap objective. */
  objective: LocalizedText;
}

/** Texts of the core controls, whose credit comes from one of the ten answers. */
export const coreControlTexts: Readonly<Record<CoreControlId, ControlTexts>> = {
  transparency: {
    title: { bg: 'Информиране и политика за поверителност', en: 'Privacy notice and transparency' },
    risk: {
      bg: 'Хората, чиито данни събирате, не са информирани кой сте, защо обработвате данните им, на какво основание, за колко време и какви права имат. Задължението за информиране възниква при събирането на данните (чл. 13) или при получаването им от други източници (чл. 14), а информацията трябва да е кратка, ясна и лесно достъпна (чл. 12, пар. 1).',
      en: 'The people whose data you collect are not told who you are, why you process their data, on what basis, for how long and what rights they have. The duty to inform arises when data is collected (Art. 13) or obtained from other sources (Art. 14), and the information must be concise, clear and easy to access (Art. 12(1)).',
    },
    objective: {
      bg: 'Всеки, чиито данни обработвате, има достъп до ясна и актуална информация за обработването.',
      en: 'Everyone whose data you process can read a clear, current privacy notice.',
    },
  },
  consent: {
    title: { bg: 'Валидно съгласие', en: 'Valid consent' },
    risk: {
      bg: 'Когато разчитате на съгласие – например за бюлетин, маркетингови бисквитки или публикуване на снимки – не сте потвърдили, че то е свободно изразено, конкретно, информирано и недвусмислено, че можете да го докажете и че оттеглянето му е толкова лесно, колкото даването му (чл. 7). Невалидно съгласие не може да бъде основание за тази цел, а нарушенията на условията за съгласие попадат в по-високия праг на глобите (чл. 83, пар. 5).',
      en: 'Where you rely on consent – for a newsletter, marketing cookies or publishing photos, for example – you have not confirmed that it is freely given, specific, informed and unambiguous, that you can prove it, and that withdrawing it is as easy as giving it (Art. 7). Invalid consent cannot support that purpose, and breaches of the conditions for consent fall in the higher tier of fines (Art. 83(5)).',
    },
    objective: {
      bg: 'Съгласието, когато разчитате на него, е валидно и записано и може да бъде оттеглено толкова лесно, колкото е дадено.',
      en: 'Consent, where you rely on it, is valid and recorded, and can be withdrawn as easily as it was given.',
    },
  },
  dataSubjectRights: {
    title: { bg: 'Права на субектите на данните', en: 'Data subject rights' },
    risk: {
      bg: 'Нямате надежден начин да изпълнявате искания за достъп, коригиране, изтриване, ограничаване, преносимост или възражение. Отговорът се дава безплатно (чл. 12, пар. 5) и в срок от един месец (чл. 12, пар. 3), а пропуснатите или отказаните искания са честа причина за жалби до КЗЛД.',
      en: 'You have no reliable way to handle requests for access, rectification, erasure, restriction, portability or objection. The answer is free of charge (Art. 12(5)) and due within one month (Art. 12(3)), and missed or refused requests are a common reason for complaints to the CPDP (КЗЛД).',
    },
    objective: {
      bg: 'Всяко искане на субект на данните се регистрира и получава отговор в срок от един месец.',
      en: 'Every request from a data subject is logged and answered within one month.',
    },
  },
  storageLimitation: {
    title: { bg: 'Срокове за съхранение и изтриване', en: 'Retention and deletion' },
    risk: {
      bg: 'Личните данни се пазят по-дълго от необходимото за целта (чл. 5, пар. 1, буква „д“). Данните, които вече не ви трябват, носят само риск: трябва да ги предоставите при искане за достъп и те са изложени при всяко нарушение на сигурността.',
      en: 'Personal data is kept longer than its purpose needs (Art. 5(1)(e)). Data you no longer need only carries risk: you must disclose it on an access request and it is exposed in every breach.',
    },
    objective: {
      bg: 'Всяка категория данни има срок за съхранение и данните след изтичането му се изтриват.',
      en: 'Every category of data has a retention period, and data past it is deleted.',
    },
  },
  security: {
    title: { bg: 'Сигурност на обработването', en: 'Security of processing' },
    risk: {
      bg: 'Личните данни не са защитени с подходящи технически и организационни мерки като контрол на достъпа, криптиране и резервни копия, нито ефективността на мерките се проверява редовно (чл. 32). Слабата сигурност е най-честата причина за нарушения и нарушава и принципа на цялостност и поверителност (чл. 5, пар. 1, буква „е“).',
      en: 'Personal data is not protected by appropriate technical and organisational measures such as access control, encryption and backups, and their effectiveness is not tested regularly (Art. 32). Weak security is the most common cause of breaches and also breaches the integrity and confidentiality principle (Art. 5(1)(f)).',
    },
    objective: {
      bg: 'Достъпът до личните данни е ограничен, данните са криптирани и могат да бъдат възстановени, а мерките се проверяват редовно.',
      en: 'Access to personal data is restricted, the data is encrypted and recoverable, and the measures are tested regularly.',
    },
  },
  breachResponse: {
    title: {
      bg: 'Действия при нарушение на сигурността на личните данни',
      en: 'Personal data breach response',
    },
    risk: {
      bg: 'Нямате план за действие при нарушение на сигурността на личните данни. Администраторът уведомява КЗЛД без ненужно забавяне и когато това е осъществимо – не по-късно от 72 часа след като е разбрал за нарушението, освен ако не съществува вероятност то да породи риск за правата и свободите на хората (чл. 33, пар. 1); при висок риск съобщава за нарушението и на субектите на данните (чл. 34). Всяко нарушение се документира (чл. 33, пар. 5). Без план тези срокове обикновено се изпускат.',
      en: 'You have no plan for personal data breaches. The controller must notify the CPDP (КЗЛД) without undue delay and, where feasible, not later than 72 hours after becoming aware of the breach, unless it is unlikely to result in a risk to people’s rights and freedoms (Art. 33(1)); where the risk is high, it must also communicate the breach to the data subjects (Art. 34). Every breach is documented (Art. 33(5)). Without a plan these deadlines are usually missed.',
    },
    objective: {
      bg: 'Всяко нарушение се оценява и документира и когато се изисква, КЗЛД се уведомява без ненужно забавяне и по възможност до 72 часа.',
      en: 'Every breach is assessed and documented and, where required, notified to the CPDP (КЗЛД) without undue delay and, where feasible, within 72 hours.',
    },
  },
  records: {
    title: { bg: 'Регистри на дейностите по обработване', en: 'Records of processing activities' },
    risk: {
      bg: 'Не поддържате регистри на дейностите по обработване (чл. 30). Без тях не можете да покажете на КЗЛД какво обработвате, защо и за колко време, а всички останали задължения – информиране, срокове, искания – стъпват на тази карта на данните.',
      en: 'You keep no records of processing activities (Art. 30). Without them you cannot show the CPDP (КЗЛД) what you process, why and for how long, and every other obligation – notices, retention, requests – rests on this map of your data.',
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
