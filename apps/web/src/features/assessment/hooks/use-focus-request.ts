import { useEffect, useState } from 'react';

/**
 * Focus moves after React has rendered the step that holds the target: the first invalid field, or the
 * heading of a step just opened (scrolled to the top of the form, as a new page would be).
 */
export function useFocusRequest(topId: string) {
  const [request, setRequest] = useState<{ id: string; scrollToTop: boolean } | null>(null);
  useEffect(() => {
    if (!request) return;
    if (request.scrollToTop) document.getElementById(topId)?.scrollIntoView({ block: 'start' });
    document.getElementById(request.id)?.focus({ preventScroll: request.scrollToTop });
  }, [request, topId]);
  return {
    request: (id: string, { scrollToTop = false }: { scrollToTop?: boolean } = {}) =>
      setRequest({ id, scrollToTop }),
  };
}
