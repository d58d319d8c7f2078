import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A shared link to a part of a page (`/gdpr-guide#dpia`, `/api-docs#post-api-assessments`) arrives before
 * that part exists: the browser looked for the anchor while the page was still empty or loading. Once
 * `isReady` (the content is on screen), go there.
 */
export function useScrollToHash(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [isReady, hash]);
}
