import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export type TabItem = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  onSelect?: (id: string) => void;
};

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
export function Tabs({ label, items, selectedId, onSelect }: TabsProps) {
  const id = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(items[0]?.id);
  const currentId = selectedId ?? ownSelectedId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  // On a phone the tab list scrolls sideways: a tab selected from outside (`?tab=` in the address) must
  // not start out of sight. Only the list scrolls, never the page.
  useEffect(() => {
    const tab = currentId === undefined ? undefined : tabRefs.current.get(currentId);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
    }
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
      <div
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
