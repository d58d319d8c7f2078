import { env } from '@/config/env';

/**
 * Where a reader's calls go: the configured API address, else this page's origin (the production
 * server serves the app and the API together).
 */
export function readApiBaseUrl(): string {
  return env.apiBaseUrl || window.location.origin;
}
