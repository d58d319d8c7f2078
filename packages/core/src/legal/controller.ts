/*
 * The controller of the product's own personal data (Art. 4(7) GDPR): the company that operates this
 * installation. Its privacy policy and terms must name it (Art. 13(1)(a) GDPR), so the server is configured
 * with it (CONTROLLER_* in apps/api/src/config.ts) and hands it to the web app's pages.
 *
 * The pages are pre-rendered when the web app is built (docs/decisions/003-prerendering.md), before any
 * server knows the identity. So the build writes a slot for each field, with the page's own text for an
 * unset identity inside it, and the server fills the slots when it reads the pages at start-up, as it fills
 * in PUBLIC_URL. It also puts the identity in a meta element of every page it sends, from which the browser
 * renders the same text, so hydration matches and a page reached inside the app shows it too.
 */

export type ControllerIdentity = {
  /** The registered name, e.g. "Пример" ЕООД. */
  name: string;
  /** Seat and registered address (седалище и адрес на управление). */
  address: string;
  /** ЕИК: the Bulgarian company identifier, 9 digits (or 13 for a branch). */
  eik: string;
  /** Where people write about their data. */
  email: string;
};

export type ControllerField = keyof ControllerIdentity;
export const controllerFields = [
  'name',
  'address',
  'eik',
  'email',
] as const satisfies readonly ControllerField[];

/** The meta element of index.html that carries the identity to the browser, as JSON in its content. */
export const controllerMetaName = 'gdpr-navigator-controller';
/** What the build leaves in that element's content; the server puts the JSON (or nothing) there. */
export const controllerMetaPlaceholder = '%GDPR_NAVIGATOR_CONTROLLER%';

const slotPrefix = '%GDPR_NAVIGATOR_CONTROLLER_';
const slotPattern = /%GDPR_NAVIGATOR_CONTROLLER_(NAME|ADDRESS|EIK|EMAIL)\[(.*?)\]%/g;

/**
 * The build's stand-in for one field. `unset` is what the page says when the operator gave no identity;
 * it travels inside the slot (HTML-escaped, as the page's text), so the server needs no translations.
 */
export function controllerSlot(field: ControllerField, unset: string): string {
  if (unset.includes(']%')) throw new Error(`The text for an unset ${field} may not contain "]%"`);
  return `${slotPrefix}${field.toUpperCase()}[${unset}]%`;
}

/**
 * Fills the build's slots in a page's HTML: the identity's fields, HTML-escaped, or the text for an unset
 * identity the slot carries. The meta element gets the identity as JSON, or is left empty.
 */
export function fillControllerSlots(html: string, identity: ControllerIdentity | undefined): string {
  const content = identity ? escapeHtml(JSON.stringify(pickFields(identity))) : '';
  return html
    .replaceAll(controllerMetaPlaceholder, () => content)
    .replace(slotPattern, (_slot, field: string, unset: string) =>
      identity ? escapeHtml(identity[field.toLowerCase() as ControllerField]) : unset,
    );
}

/** The identity from the meta element's content; undefined when it is empty, unfilled or malformed. */
export function parseControllerMeta(content: string | null | undefined): ControllerIdentity | undefined {
  if (!content || content === controllerMetaPlaceholder) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    const isComplete = controllerFields.every(
      (field) => typeof record[field] === 'string' && record[field] !== '',
    );
    return isComplete ? pickFields(record as ControllerIdentity) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `value` is a valid ЕИК (the BULSTAT register's unified identification code): 9 digits, or 13 for
 * a branch, each ending in a check digit (weights 1-8, then 3-10; for the last four, 2 7 3 5, then 4 9 5 7;
 * a remainder of 10 twice gives 0). Catches a mistyped digit before it reaches the legal pages.
 */
export function isValidEik(value: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const checks = [{ from: 0, first: [1, 2, 3, 4, 5, 6, 7, 8], second: [3, 4, 5, 6, 7, 8, 9, 10], at: 8 }];
  if (digits.length === 13) checks.push({ from: 8, first: [2, 7, 3, 5], second: [4, 9, 5, 7], at: 12 });
  return checks.every(
    ({ from, first, second, at }) => checkDigit(digits, from, first, second) === digits[at],
  );
}

function checkDigit(digits: number[], from: number, first: number[], second: number[]): number {
  const remainder = (weights: number[]) =>
    weights.reduce((sum, weight, index) => sum + weight * (digits[from + index] ?? 0), 0) % 11;
  const once = remainder(first);
  if (once !== 10) return once;
  const twice = remainder(second);
  return twice === 10 ? 0 : twice;
}

function pickFields(identity: ControllerIdentity): ControllerIdentity {
  return { name: identity.name, address: identity.address, eik: identity.eik, email: identity.email };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
