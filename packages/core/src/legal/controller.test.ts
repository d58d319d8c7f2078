import { describe, expect, it } from 'vitest';
import {
  type ControllerIdentity,
  controllerMetaPlaceholder,
  controllerSlot,
  fillControllerSlots,
  isValidEik,
  parseControllerMeta,
} from './controller';

const identity: ControllerIdentity = {
  name: '„Навигатор & Ко“ ЕООД',
  address: 'гр. София 1000, ул. "Пример" № 1',
  eik: '131071587',
  email: 'privacy@example.bg',
};

describe('isValidEik', () => {
  it.each(['020469788', '131071587', '1213961230342'])('accepts %s', (eik) => {
    expect(isValidEik(eik)).toBe(true);
  });

  it.each([
    '123456789', // wrong check digit
    '131071588',
    '1213961230343', // the branch's check digit is wrong
    '1213961240342', // a branch digit changed
    '12345678',
    '1234567890',
    'BG131071587',
    '131 071 587',
    '',
  ])('refuses %j', (eik) => {
    expect(isValidEik(eik)).toBe(false);
  });
});

describe('the controller slots of a pre-rendered page', () => {
  const page = [
    `<meta name="gdpr-navigator-controller" content="${controllerMetaPlaceholder}">`,
    `<dd>${controllerSlot('name', 'Not stated: the operator has not given it')}</dd>`,
    `<dd>${controllerSlot('eik', 'Not stated')}</dd>`,
    `<dd>${controllerSlot('email', 'Not &quot;stated&quot;')}</dd>`,
  ].join('');

  it('fills the configured identity, escaped, and the meta element with it as JSON', () => {
    const html = fillControllerSlots(page, identity);
    expect(html).toContain('<dd>„Навигатор &amp; Ко“ ЕООД</dd><dd>131071587</dd><dd>privacy@example.bg</dd>');
    expect(html).not.toContain('GDPR_NAVIGATOR');
    const content = html.match(/content="([^"]*)"/)?.[1] ?? '';
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
    expect(parseControllerMeta(decoded)).toEqual(identity);
  });

  it('says what the page says for an unset identity, and leaves the meta element empty', () => {
    const html = fillControllerSlots(page, undefined);
    expect(html).toBe(
      '<meta name="gdpr-navigator-controller" content="">' +
        '<dd>Not stated: the operator has not given it</dd><dd>Not stated</dd><dd>Not &quot;stated&quot;</dd>',
    );
  });

  it('reads nothing from an empty, unfilled or incomplete meta element', () => {
    for (const content of [null, '', controllerMetaPlaceholder, '{', '[]', '{"name":"X"}']) {
      expect(parseControllerMeta(content)).toBeUndefined();
    }
  });
});
