import type { Language } from '../errors';
import { formatWeekday } from '../format/dates';

/**
 * The promises made to everyone who writes to us: a reply within 24 hours,
 * support Monday to Friday 9:00-18:00 CET. The contact pages and the acknowledgement e-mail both read
 * them from here, so the page and the e-mail cannot promise different things.
 */
export const supportPolicy = {
  replyWithinHours: 24,
  /** ISO weekdays: 1 is Monday. */
  firstWorkday: 1,
  lastWorkday: 5,
  opensAt: '9:00',
  closesAt: '18:00',
  timeZone: 'CET',
  /**
   * Bulgaria keeps Eastern European time, an hour ahead of CET all year (both move to summer time on the
   * same day), so the hours are also given in Bulgarian time.
   */
  hoursAheadInBulgaria: 1,
} as const;

export type SupportHoursText = {
  hours: string;
  firstDay: string;
  lastDay: string;
  opensAt: string;
  closesAt: string;
  timeZone: string;
  /** The same hours in Bulgarian time. */
  bulgarianOpensAt: string;
  bulgarianClosesAt: string;
};

/** "9:00" an hour later is "10:00". */
function laterBy(time: string, hours: number): string {
  const [hour = '0', minutes = '00'] = time.split(':');
  return `${(Number(hour) + hours) % 24}:${minutes}`;
}

/** The values the translated sentences interpolate, with the weekdays named in `language`. */
export function describeSupportHours(language: Language): SupportHoursText {
  return {
    hours: String(supportPolicy.replyWithinHours),
    firstDay: formatWeekday(supportPolicy.firstWorkday, language),
    lastDay: formatWeekday(supportPolicy.lastWorkday, language),
    opensAt: supportPolicy.opensAt,
    closesAt: supportPolicy.closesAt,
    timeZone: supportPolicy.timeZone,
    bulgarianOpensAt: laterBy(supportPolicy.opensAt, supportPolicy.hoursAheadInBulgaria),
    bulgarianClosesAt: laterBy(supportPolicy.closesAt, supportPolicy.hoursAheadInBulgaria),
  };
}
