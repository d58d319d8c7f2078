import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { controlCharactersMessageKey, hasControlCharacters, plainText } from './plain-text';

const allControls = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, offset) => 0x80 + offset),
].map((code) => String.fromCharCode(code));

describe('plain text', () => {
  it('refuses every C0 control, DEL and every C1 control on a single line, and U+2028/U+2029', () => {
    for (const control of [...allControls, '\u2028', '\u2029']) {
      expect(hasControlCharacters(`Щурче${control}ЕООД`), JSON.stringify(control)).toBe(true);
    }
  });

  it('lets a multi-line text keep tab, line feed and carriage return, and nothing else', () => {
    const kept = new Set(['\t', '\n', '\r']);
    for (const control of allControls) {
      expect(hasControlCharacters(`ред${control}ред`, 'multi-line'), JSON.stringify(control)).toBe(
        !kept.has(control),
      );
    }
  });

  it('accepts ordinary text in any script, with punctuation, symbols and emoji', () => {
    for (const text of [
      'Мария Петрова',
      'O’Brien & Zoë',
      '„Щурче“ ЕООД – №1',
      'Łódź 😀',
      '株式会社',
      '\u00A0€',
    ]) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('adds the check to a schema with the validation.controlCharacters message', () => {
    const schema = plainText(z.string().trim().max(10));
    expect(schema.safeParse('Acme').success).toBe(true);
    const result = schema.safeParse('Ac\u0000me');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([controlCharactersMessageKey]);
    expect(controlCharactersMessageKey).toBe('validation.controlCharacters');
  });
});
