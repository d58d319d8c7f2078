import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last heading that has scrolled above the upper third of the
 * viewport. The table of contents marks it, so a reader of a long guide knows where they are.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const key = ids.join(' ');

  useEffect(() => {
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;

    const update = () => {
      const line = window.innerHeight / 3;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setActiveId(passed.at(-1)?.id);
    };
    // Fires whenever a heading crosses the line; the scroll position then decides which one is current.
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -66% 0px' });
    for (const heading of headings) observer.observe(heading);
    update();
    return () => observer.disconnect();
  }, [key]);

  return activeId;
}
