import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

export type TabItem = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  onSelect?: (id: string) => void;
};

/** The width of the fade at an edge of a tab list that scrolls (Tailwind's w-10). */
const fadeWidthPx = 40;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
export function Tabs({ label, items, selectedId, onSelect }: TabsProps) {
  const id = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(items[0]?.id);
  const currentId = selectedId ?? ownSelectedId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const hidden = useHiddenTabs(listRef);

  // On a phone the tab list scrolls sideways: a tab selected from outside (`?tab=` in the address) or by
  // the arrow keys must not stay out of sight, nor under a fade. Only the list scrolls, never the page.
  useEffect(() => {
    const tab = currentId === undefined ? undefined : tabRefs.current.get(currentId);
    const list = listRef.current;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    const isCovered =
      start < list.scrollLeft + fadeWidthPx ||
      start + tab.offsetWidth > list.scrollLeft + list.clientWidth - fadeWidthPx;
    if (isCovered) list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
  }, [currentId]);

  function select(tabId: string) {
    setOwnSelectedId(tabId);
    onSelect?.(tabId);
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === currentId);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const nextIndex = targets[event.key];
    const next = nextIndex === undefined ? undefined : items[nextIndex];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      {/* A list wider than the screen fades out at the edge where more tabs are, with an arrow. */}
      <div className="relative">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={moveFocus}
          className="flex gap-1 overflow-x-auto border-b border-line"
        >
          {items.map((item) => {
            const isSelected = item.id === currentId;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${item.id}`}
                aria-selected={isSelected}
                aria-controls={`${id}-panel-${item.id}`}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => select(item.id)}
                className={cn(
                  '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-semibold whitespace-nowrap',
                  isSelected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-muted hover:text-ink',
                )}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {hidden.before && <MoreTabsHint side="before" />}
        {hidden.after && <MoreTabsHint side="after" />}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${id}-panel-${item.id}`}
          aria-labelledby={`${id}-tab-${item.id}`}
          hidden={item.id !== currentId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is reachable by Tab even when its content has nothing focusable.
          tabIndex={0}
        >
          {item.id === currentId && item.content}
        </div>
      ))}
    </div>
  );
}

/** Whether tabs lie out of sight before or after the visible part of a list that scrolls sideways. */
function useHiddenTabs(listRef: RefObject<HTMLDivElement | null>) {
  const [hidden, setHidden] = useState({ before: false, after: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // A pixel of slack: zoom and fractional widths leave scrollLeft a fraction short of the end.
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [listRef]);
  return hidden;
}

/** Decorative: the tabs it points at are in the list, reached by the arrow keys or by scrolling. */
function MoreTabsHint({ side }: { side: 'before' | 'after' }) {
  return (
    <span
      aria-hidden="true"
      data-testid={`more-tabs-${side}`}
      className={cn(
        'pointer-events-none absolute top-0 bottom-px flex w-10 items-center from-surface from-40% to-transparent text-ink-muted',
        side === 'before' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
        <path
          d={side === 'before' ? 'M12.5 5l-5 5 5 5' : 'M7.5 5l5 5-5 5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
