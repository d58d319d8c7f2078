import { describe, expect, it } from 'vitest';
import { mergeInlines } from './merge-inlines';

const font = { name: 'Roboto-Regular' };
const bold = { name: 'Roboto-Medium' };
const word = (text: string, x: number, width: number, extra: Record<string, unknown> = {}) => ({
  text,
  x,
  width,
  font,
  fontSize: 9.5,
  color: '#111827',
  ...extra,
});

describe('mergeInlines', () => {
  it('joins the words of one style that follow on from each other', () => {
    const merged = mergeInlines([word('Лични ', 0, 30), word('данни ', 30, 32), word('на ', 62, 14)]);
    expect(merged).toEqual([word('Лични данни на ', 0, 76)]);
  });

  it('keeps words of another font, size or colour apart', () => {
    const words = [
      word('Ниво ', 0, 20),
      word('риск ', 20, 20, { font: bold }),
      word('висок ', 40, 25, { font: bold, color: '#c2410c' }),
      word('x', 65, 5, { font: bold, color: '#c2410c', fontSize: 12 }),
    ];
    expect(mergeInlines(words).map((inline) => inline.text)).toEqual(['Ниво ', 'риск ', 'висок ', 'x']);
  });

  it('keeps words apart where there is a gap or a link between them', () => {
    const gap = mergeInlines([word('a ', 0, 10), word('b', 40, 5)]);
    const link = mergeInlines([word('a ', 0, 10), word('b', 10, 5, { link: 'https://cpdp.bg' })]);
    expect(gap).toHaveLength(2);
    expect(link).toHaveLength(2);
  });

  it('leaves the laid-out words unchanged', () => {
    const words = [word('Лични ', 0, 30), word('данни', 30, 28)];
    const copy = structuredClone(words);
    mergeInlines(words);
    expect(words).toEqual(copy);
  });
});
