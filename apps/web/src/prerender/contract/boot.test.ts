import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdUntilTakenOver } from '../boot';

/*
 * The contract between a pre-rendered page and the app (../README.md): until the app takes the page
 * over, presses, submissions and edits are held; when it removes #root's data-prerendered, they are
 * replayed in order, on the elements that are still there.
 */

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root" data-prerendered="bg">
      <form><input name="company" /><button type="button">Next</button></form>
      <a href="/pricing"><span>Pricing</span></a>
    </div>`;
  root = document.getElementById('root') as HTMLElement;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const takeOver = async () => {
  delete root.dataset.prerendered;
  // The replay runs in a MutationObserver callback, a microtask after the attribute goes.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('a page before the app takes it over', () => {
  it('holds a press and replays it once the app has the page', async () => {
    const presses: string[] = [];
    const button = root.querySelector('button') as HTMLButtonElement;
    button.addEventListener('click', () => presses.push('next'));
    holdUntilTakenOver(root);

    button.click();
    expect(presses).toEqual([]);

    await takeOver();
    expect(presses).toEqual(['next']);
  });

  it('gives the app what was typed meanwhile, then the press, in that order', async () => {
    const seen: string[] = [];
    const input = root.querySelector('input') as HTMLInputElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    holdUntilTakenOver(root);
    input.value = 'Acme';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();

    // As a form library may do while it takes its fields over.
    input.value = '';
    input.addEventListener('input', () => seen.push(`typed ${input.value}`));
    button.addEventListener('click', () => seen.push('pressed'));
    await takeOver();

    expect(seen).toEqual(['typed Acme', 'pressed']);
  });

  it('holds a form submission instead of letting the browser send the form', async () => {
    const form = root.querySelector('form') as HTMLFormElement;
    const submitted: boolean[] = [];
    holdUntilTakenOver(root);
    const sentByBrowser = !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sentByBrowser).toBe(true);

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(true);
    });
    await takeOver();
    expect(submitted).toEqual([true]);
  });

  it('drops what it held for elements a fresh render replaced', async () => {
    const presses: string[] = [];
    const button = root.querySelector('button') as HTMLButtonElement;
    button.addEventListener('click', () => presses.push('old'));
    holdUntilTakenOver(root);
    button.click();

    button.remove();
    await takeOver();
    expect(presses).toEqual([]);
  });

  it('leaves links alone: they work as plain links before the app', () => {
    holdUntilTakenOver(root);
    const span = root.querySelector('a span') as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    span.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
