import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountApp } from '../mount-app';

/*
 * How the app takes a page over (../README.md): it hydrates the pre-rendered markup when the page is in
 * the visitor's language (the elements stay, so nothing flickers and held presses land), renders afresh
 * when it is not, and renders a page that was not pre-rendered.
 */

function Page({ text }: { text: string }) {
  return <p id="text">{text}</p>;
}

function containerWith(markup: string, prerendered?: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  if (prerendered) container.dataset.prerendered = prerendered;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const mount = async (container: HTMLElement, text: string, language: string) => {
  await act(async () => {
    await mountApp(container, <Page text={text} />, { language, screensLoaded: Promise.resolve() });
  });
};

describe('mountApp', () => {
  it('hydrates a page pre-rendered in the visitor’s language, keeping its elements', async () => {
    const container = containerWith('<p id="text">Здравейте</p>', 'bg');
    const before = container.querySelector('#text');

    await mount(container, 'Здравейте', 'bg');

    expect(container.querySelector('#text')).toBe(before);
    expect(container.textContent).toBe('Здравейте');
  });

  it('renders afresh a page pre-rendered in the other language', async () => {
    const container = containerWith('<p id="text">Здравейте</p>', 'bg');
    const before = container.querySelector('#text');

    await mount(container, 'Hello', 'en');

    expect(container.querySelector('#text')).not.toBe(before);
    expect(container.textContent).toBe('Hello');
  });

  it('waits for the matched screens before hydrating, so the first render matches the page', async () => {
    const container = containerWith('<p id="text">Здравейте</p>', 'bg');
    let loadScreens = () => {};
    const screensLoaded = new Promise<void>((resolve) => {
      loadScreens = resolve;
    });
    const mounted = mountApp(container, <Page text="Здравейте" />, { language: 'bg', screensLoaded });
    await Promise.resolve();
    expect(Object.keys(container).some((key) => key.startsWith('__reactContainer'))).toBe(false);

    await act(async () => {
      loadScreens();
      await mounted;
    });
    expect(Object.keys(container).some((key) => key.startsWith('__reactContainer'))).toBe(true);
  });

  it('renders a page that was not pre-rendered', async () => {
    const container = containerWith('');
    await mount(container, 'Hello', 'en');
    expect(container.textContent).toBe('Hello');
  });
});
