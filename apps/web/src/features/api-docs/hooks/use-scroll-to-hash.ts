import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A shared link to an endpoint (`/api-docs#post-api-assessments`) arrives before the endpoint exists:
 * the browser looked for the anchor while the document was still loading. Once it is shown, go there.
 * (The guides have the same hook; features do not import each other.)
 */
export function useScrollToHash(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [isReady, hash]);
}
