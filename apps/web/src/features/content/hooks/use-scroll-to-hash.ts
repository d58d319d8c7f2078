import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A shared link to a section (`/gdpr-guide#dpia`) arrives before the section exists: the browser looked
 * for the anchor while the page was still empty. Once the content is on screen, go there.
 */
export function useScrollToHash(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [isReady, hash]);
}
