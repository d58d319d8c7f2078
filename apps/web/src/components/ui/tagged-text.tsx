import { cloneElement, type ReactElement, type ReactNode } from 'react';

type Wrapper = ReactElement<{ children?: ReactNode }>;

/**
 * A translation whose `<name>…</name>` parts are wrapped in the element given for each name (a link in
 * a sentence). What react-i18next's Trans does for such texts, without its HTML parser: that weighs
 * about 5 kB gzip on the screens that load it (the 150 kB budget: docs/product-decisions.md, Performance
 * budgets). Unknown names stay text.
 */
export function TaggedText({ text, elements }: { text: string; elements: Record<string, Wrapper> }) {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = '', inner = ''] = match;
    const element = elements[name];
    parts.push(
      text.slice(end, match.index),
      element ? cloneElement(element, { key: match.index }, inner) : inner,
    );
    end = match.index + whole.length;
  }
  parts.push(text.slice(end));
  return <>{parts}</>;
}
