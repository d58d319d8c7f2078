import { describe, expect, it } from 'vitest';
import { keepUnitsTogether } from './keep-units-together';

const nbsp = '\u00a0';

describe('keepUnitsTogether', () => {
  it('binds numbers to their units and dates to their year marker', () => {
    expect(keepUnitsTogether('до 72 часа и 4 % от оборота от 25 май 2018 г.')).toBe(
      `до 72${nbsp}часа и 4${nbsp}% от оборота от 25${nbsp}май 2018${nbsp}г.`,
    );
    expect(keepUnitsTogether('within 72 hours, up to EUR 20 million')).toBe(
      `within 72${nbsp}hours, up to EUR${nbsp}20${nbsp}million`,
    );
  });

  it('binds article citations to their numbers in both languages', () => {
    expect(keepUnitsTogether('(чл. 37, пар. 1, буква „в“ от ОРЗД)')).toBe(
      `(чл.${nbsp}37, пар.${nbsp}1, буква${nbsp}„в“ от ОРЗД)`,
    );
    expect(keepUnitsTogether('see Art. 9 and Recitals 47 and 49')).toBe(
      `see Art.${nbsp}9${nbsp}and Recitals${nbsp}47${nbsp}and 49`,
    );
  });

  it('keeps a Court of Justice case number on one line', () => {
    expect(keepUnitsTogether('see case C-673/17.')).toBe('see case C\u2011673/17.');
  });

  it('keeps a reference to a point of an article in one piece', () => {
    expect(keepUnitsTogether('principle of Art.5(1)(f).')).toBe('principle of Art.5(1)\u2060(f).');
  });

  it('leaves ordinary words alone', () => {
    const text = 'Личните данни са всяка информация за физическо лице.';
    expect(keepUnitsTogether(text)).toBe(text);
    expect(keepUnitsTogether('Start here. Then continue')).toBe('Start here. Then continue');
  });
});
