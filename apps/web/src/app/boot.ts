/*
 * The one script a pre-rendered page names (vite-plugins/prerender-html.ts). The page's text is already
 * in the HTML, so the app (data-entry, with its imports in data-preload) is fetched after the first
 * paint instead of competing with the stylesheet and fonts on a slow phone.
 *
 * Until the app has taken the page over (main.tsx removes #root's data-prerendered), a press of a button
 * or a form's submission is held and replayed then, so it is not lost, and a form is never sent by the
 * browser itself (as a GET, with what was typed in the URL). Links work as plain links meanwhile.
 */

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');

// What a person can press that does nothing without the app; a click on a label reaches its input.
const pressable = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

type Held = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

function holdUntilTakenOver(container: HTMLElement): void {
  const held: Held[] = [];
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>(pressable);
    if (!element || !container.contains(element) || element.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', element });
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form: event.target });
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);

  const observer = new MutationObserver(() => {
    if ('prerendered' in container.dataset) return;
    observer.disconnect();
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    // Hydration keeps the page's elements; a page rendered afresh (the other language) has new ones.
    for (const action of held) {
      if (action.kind === 'click' && action.element.isConnected) action.element.click();
      if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
    }
  });
  observer.observe(container, { attributes: true, attributeFilter: ['data-prerendered'] });
}

function startApp(entry: string, preloads: string[]): void {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ entry);
}

if (script?.dataset.entry && root) {
  const { entry } = script.dataset;
  const preloads = script.dataset.preload?.split(' ').filter(Boolean) ?? [];
  if ('prerendered' in root.dataset) holdUntilTakenOver(root);
  // The frame being drawn when requestAnimationFrame's callback runs is painted before the timeout's.
  requestAnimationFrame(() => setTimeout(() => startApp(entry, preloads)));
}
