import { useSyncExternalStore } from 'react';
import { readApiBaseUrl } from '../api/api-base-url';

const neverChanges = () => () => {};

/**
 * The API's address, once the page runs in the browser. The build's pre-render cannot know it, so it
 * and the hydration that follows show relative paths; the address fills in right after.
 */
export function useApiBaseUrl(): string {
  return useSyncExternalStore(neverChanges, readApiBaseUrl, () => '');
}
