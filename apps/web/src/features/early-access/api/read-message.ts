/**
 * The server's answer to a sign-up, confirmation or unsubscribe: its message, in the page's language.
 * The schema (and zod) loads with the answer, keeping it out of the home page's initial JavaScript.
 */
export async function readEarlyAccessMessage(response: unknown): Promise<string> {
  const { earlyAccessResponseSchema } = await import('@app/core/early-access/schemas');
  return earlyAccessResponseSchema.parse(response).message;
}
