import { routePaths } from '@app/core/routes';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { createAppRoutes } from './router';
import { screenRoutes } from './screen-routes';

function collectScreens(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...((route.handle as { screen?: string } | undefined)?.screen ? [route.handle.screen as string] : []),
    ...collectScreens(route.children ?? []),
  ]);
}

function renderAt(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('router', () => {
  beforeAll(() => initI18n('en'));

  it('declares exactly the screens listed for the server', () => {
    expect(collectScreens(createAppRoutes()).sort()).toEqual([...screenRoutes].sort());
  });

  it('renders the home page inside the layout, with its title', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /how well your business complies/ }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toBe('GDPR Navigator – GDPR self-assessment for small businesses');
  });

  it.each([routePaths.contactSales, routePaths.contact, '/no-such-page'])(
    'shows the not-found page for %s, which has no screen yet',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(document.title).toBe('Page not found | GDPR Navigator');
    },
  );

  it('shows the cookie banner until a choice, and reopens the settings from the footer', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const banner = await screen.findByRole('region', { name: 'Cookies and privacy' });
    await user.click(within(banner).getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('region', { name: 'Cookies and privacy' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('gdpr_cookie_consent') ?? '{}')).toMatchObject({
      analytics: false,
    });

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
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
