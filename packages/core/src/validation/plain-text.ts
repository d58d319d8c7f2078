import type { z } from 'zod';
import { validationMessageKeys } from '../assessment/validation-messages';

/*
 * Free text from people (names, company names, subjects, messages) is plain text: no control
 * characters. They have no place in a name, PostgreSQL refuses NUL outright (a 500 before this check),
 * and the rest can forge line breaks in logs and e-mail headers or hide text from the reader.
 */

/** How a field may break lines: `single-line` refuses every control character, tab and line breaks too. */
export type TextLines = 'single-line' | 'multi-line';

/**
 * `\p{Cc}` is exactly the C0 controls (U+0000-U+001F), DEL (U+007F) and the C1 controls (U+0080-U+009F);
 * a single line refuses the line and paragraph separators (U+2028, U+2029) too.
 */
const singleLineForbidden = /[\p{Cc}\u2028\u2029]/u;
/** The same controls, but a multi-line text keeps its tabs and line breaks (\t, \n, \r). */
const multiLineForbidden = /[^\P{Cc}\t\n\r]/u;

export const controlCharactersMessageKey = validationMessageKeys.controlCharacters;

/** Whether the text holds a character that plain text of that kind may not. */
export function hasControlCharacters(text: string, lines: TextLines = 'single-line'): boolean {
  return (lines === 'single-line' ? singleLineForbidden : multiLineForbidden).test(text);
}

/**
 * The string schema with the plain-text check added (message `validation.controlCharacters`). Use it
 * for every free-text field of a request; e-mail addresses and tokens have stricter checks of their own.
 */
export function plainText<Schema extends z.ZodString>(
  schema: Schema,
  lines: TextLines = 'single-line',
): Schema {
  return schema.refine((text) => !hasControlCharacters(text, lines), { error: controlCharactersMessageKey });
}
