import { describe, expect, it } from 'vitest';
import { transliterateBulgarian } from './transliterate';

describe('transliterateBulgarian', () => {
  it('follows the Transliteration Act for every letter', () => {
    expect(transliterateBulgarian('абвгдежзийклмнопрстуфхцчшщъьюя')).toBe(
      'abvgdezhziyklmnoprstufhtschshshtayyuya',
    );
  });

  it.each([
    ['Щурче', 'Shturche'],
    ['Жечев', 'Zhechev'],
    ['Цветков', 'Tsvetkov'],
    ['Явор Юлиев', 'Yavor Yuliev'],
    ['Ъглен', 'Aglen'],
    ['Христо Йорданов', 'Hristo Yordanov'],
  ])('writes %s as %s', (cyrillic, latin) => {
    expect(transliterateBulgarian(cyrillic)).toBe(latin);
  });

  it('writes „ия“ at the end of a word as "ia" but not inside one', () => {
    expect(transliterateBulgarian('София Компания')).toBe('Sofia Kompania');
    expect(transliterateBulgarian('Ямболия-инвест')).toBe('Yambolia-invest');
    expect(transliterateBulgarian('Иястреб')).toBe('Iyastreb');
  });

  it('keeps the established name of the country', () => {
    expect(transliterateBulgarian('Пощи на България')).toBe('Poshti na Bulgaria');
  });

  it('writes digraphs in capitals inside words in capitals', () => {
    expect(transliterateBulgarian('ЩУРЧЕ ЕООД')).toBe('SHTURCHE EOOD');
    expect(transliterateBulgarian('ЖИ')).toBe('ZHI');
  });

  it('leaves Latin letters, digits and punctuation alone', () => {
    expect(transliterateBulgarian('Acme 2000 – „Тест“')).toBe('Acme 2000 – „Test“');
  });
});
