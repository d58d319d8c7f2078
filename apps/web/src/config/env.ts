/*
 * The only place that reads import.meta.env. Checked by hand rather than with zod: this module runs at
 * start-up, and any zod here would pull zod's core into the initial JavaScript of every page.
 */
function parseEnv(source: Record<string, unknown>) {
  // Empty means same origin: the production server serves the app and the API on one port.
  const apiBaseUrl = source.VITE_API_BASE_URL ?? '';
  if (typeof apiBaseUrl !== 'string' || (apiBaseUrl !== '' && !URL.canParse(apiBaseUrl))) {
    throw new Error('Invalid web app configuration: VITE_API_BASE_URL must be empty or an absolute URL');
  }
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, '') };
}

export const env = parseEnv(import.meta.env);
