import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { App } from './app';
import { AppRoutes, createAppRoutes, preloadRoutes } from './router';
import { screenRoutes } from './screen-routes';

function collectScreens(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...((route.handle as { screen?: string } | undefined)?.screen ? [route.handle.screen as string] : []),
    ...collectScreens(route.children ?? []),
  ]);
}

// The screens are loaded first, as main.tsx does for a pre-rendered page, so they render at once.
async function renderAt(path: string) {
  const routes = createAppRoutes();
  await preloadRoutes(routes, path);
  await act(async () => {
    render(
      <App>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </App>,
    );
  });
}

describe('router', () => {
  beforeAll(() => initI18n('en'));

  it('declares exactly the screens listed for the server', () => {
    expect(collectScreens(createAppRoutes()).sort()).toEqual([...screenRoutes].sort());
  });

  it('renders the home page inside the layout, with its title', async () => {
    await renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /how well your business complies/ }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toBe('GDPR Navigator – GDPR self-assessment for small businesses');
  });

  // Every route of the product has a screen now: made-up paths, one of them the parent of real ones.
  it.each(['/contact-us', '/early-access', '/no-such-page'])(
    'shows the not-found page for %s, which has no screen',
    async (path) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(document.title).toBe('Page not found | GDPR Navigator');
    },
  );

  it('shows the cookie banner until a choice, and reopens the settings from the footer', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    const banner = await screen.findByRole('region', { name: 'Cookies and privacy' });
    await user.click(within(banner).getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('region', { name: 'Cookies and privacy' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('gdpr_cookie_consent') ?? '{}')).toMatchObject({
      analytics: false,
    });

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('gdpr_cookie_consent') ?? '{}')).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });
});
