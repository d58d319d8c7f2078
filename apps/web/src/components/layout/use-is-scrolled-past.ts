import { useEffect, useState } from 'react';

/** True while the page is scrolled more than `threshold` pixels. */
export function useIsScrolledPast(threshold: number): boolean {
  const [isScrolled, setIsScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isScrolled;
}
