import * as z from 'zod/mini';

/*
 * The only place that reads import.meta.env. zod/mini keeps the start-up bundle small; the full zod is
 * loaded by the screens with forms.
 */
const envSchema = z.object({
  // Empty means same origin: the production server serves the app and the API on one port.
  VITE_API_BASE_URL: z._default(z.union([z.literal(''), z.url()]), ''),
});

function parseEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid web app configuration: ${z.prettifyError(result.error)}`);
  }
  return { apiBaseUrl: result.data.VITE_API_BASE_URL.replace(/\/+$/, '') };
}

export const env = parseEnv(import.meta.env);
