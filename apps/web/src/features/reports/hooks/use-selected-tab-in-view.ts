import { type RefObject, useEffect } from 'react';

/**
 * On a phone the tab list scrolls sideways; a tab opened from the address (`?tab=roadmap`) may start out
 * of sight. This scrolls the list, and only the list, so the selected tab shows.
 */
export function useSelectedTabInView(containerRef: RefObject<HTMLElement | null>, selectedId: string): void {
  useEffect(() => {
    const tab = containerRef.current?.querySelector<HTMLElement>(`[role="tab"][id$="-tab-${selectedId}"]`);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
    }
  }, [containerRef, selectedId]);
}
