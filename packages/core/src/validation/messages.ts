/*
 * Every rule of a request schema is a zod check that JSON Schema can state (`min`, `max`, `regex`, a
 * format such as `z.email()`), so the OpenAPI document, generated from the same schemas, says what the
 * server enforces. A rule hidden in a refinement or behind a `.pipe()` would vanish from the document
 * (input-mode JSON Schema reads only a pipe's first half). One message per field comes from choosing
 * the message, not from splitting the rule.
 */

/**
 * The message of a check that an empty field fails too (a minimum length, an e-mail format): the
 * field's "required" message when it is empty (after trimming), else the check's own.
 */
export function requiredIfEmpty(required: string, message: string) {
  return (issue: { input?: unknown }): string => (issue.input === '' ? required : message);
}
