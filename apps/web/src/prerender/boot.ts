/*
 * The one script a pre-rendered page names (vite-plugins/prerender-html.ts). The page's text is already
 * in the HTML, so the app (data-entry, with its imports in data-preload) is fetched after the first
 * paint instead of competing with the stylesheet and fonts on a slow phone.
 *
 * Until the app has taken the page over (use-take-over-page.ts removes #root's data-prerendered), a
 * press of a button or a form's submission is held and replayed then, so it is not lost, and a form is
 * never sent by the browser itself (as a GET, with what was typed in the URL). What is typed or chosen in a
 * field meanwhile is given to the app again too: a form library may set its fields to their defaults as it
 * takes them over. Links work as plain links meanwhile.
 */

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');

// What a person can press that does nothing without the app; a click on a label reaches its input.
const pressable = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

type EditableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'edit'; field: EditableField; value: string };

function isEditableField(target: EventTarget | null): target is EditableField {
  return (
    (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Sets the value as typing does, past React's own record of it, and tells the app (onChange). */
function replayEdit(field: EditableField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function holdUntilTakenOver(container: HTMLElement): void {
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
  const holdEdit = (event: Event) => {
    const field = event.target;
    if (!isEditableField(field) || !container.contains(field)) return;
    const last = held.at(-1);
    if (last?.kind === 'edit' && last.field === field) last.value = field.value;
    else held.push({ kind: 'edit', field, value: field.value });
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', holdEdit, true);
  document.addEventListener('change', holdEdit, true);

  const observer = new MutationObserver(() => {
    if ('prerendered' in container.dataset) return;
    observer.disconnect();
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('input', holdEdit, true);
    document.removeEventListener('change', holdEdit, true);
    // Hydration keeps the page's elements; a page rendered afresh (the other language) has new ones.
    for (const action of held) {
      if (action.kind === 'edit' && action.field.isConnected) replayEdit(action.field, action.value);
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
