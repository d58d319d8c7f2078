// @vitest-environment node
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStaticMarkup } from '../render-static';

/*
 * What the build writes into a pre-rendered page (../README.md): the whole page, with every Suspense
 * boundary resolved and no script the CSP would block; a page that cannot be rendered fails the build.
 */

function Broken(): never {
  throw new Error('reads window while rendering');
}

describe('renderStaticMarkup', () => {
  it('waits for lazy content and writes it whole, with no inline script', async () => {
    const Screen = lazy(async () => ({ default: () => <main>Оценка на съответствието</main> }));
    const markup = await renderStaticMarkup(
      <Suspense fallback={<p>…</p>}>
        <Screen />
      </Suspense>,
      '/compliance-form',
    );
    expect(markup).toContain('<main>Оценка на съответствието</main>');
    expect(markup).not.toContain('<script');
  });

  it('fails on a screen that throws, instead of writing a page stuck on its fallback', async () => {
    await expect(
      renderStaticMarkup(
        <Suspense fallback={<p>…</p>}>
          <Broken />
        </Suspense>,
        '/broken',
      ),
    ).rejects.toThrow('reads window while rendering');
  });

  it('fails on a page that renders an inline script', async () => {
    await expect(renderStaticMarkup(<script>{'window.x = 1'}</script>, '/scripted')).rejects.toThrow(
      '/scripted rendered an inline script',
    );
  });
});
