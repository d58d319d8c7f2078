import { expect, saveConsentBeforeLoad, test } from './fixtures';

async function scrollTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Two frames: the scroll event has fired and React has rendered.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

test('the header is transparent at the top and turns solid after more than 10 px of scrolling', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(header).toHaveCSS('box-shadow', 'none');

  await scrollTo(page, 10);
  await expect(header).toHaveAttribute('data-solid', 'false');
  await expect(header).toHaveCSS('box-shadow', 'none');

  await scrollTo(page, 11);
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await expect(header).toBeInViewport();

  await scrollTo(page, 0);
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('a visitor reaches the sign-up form from the header', async ({ page }) => {
  await page.goto('/pricing');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Вход', exact: true })).toBeVisible();
  await header.getByRole('link', { name: 'Регистрация', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu takes focus after 100 ms, and Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Отваряне на менюто' });
    const menu = page.locator('#mobile-menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Time from the key press to focus arriving in the menu, measured in the page.
    await page.evaluate(() => {
      const state = window as unknown as { pressedAt?: number; focusedAt?: number };
      document.addEventListener('keydown', () => (state.pressedAt ??= performance.now()), { capture: true });
      document.addEventListener('focusin', (event) => {
        if (document.getElementById('mobile-menu')?.contains(event.target as Node))
          state.focusedAt ??= performance.now();
      });
    });
    await button.focus();
    await page.keyboard.press('Enter');

    await expect(menu).toBeVisible();
    const expandedButton = page.getByRole('button', { name: 'Затваряне на менюто' });
    await expect(expandedButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Начало' })).toBeFocused();
    const delay = await page.evaluate(() => {
      const state = window as unknown as { pressedAt: number; focusedAt: number };
      return state.focusedAt - state.pressedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(95);
    expect(delay).toBeLessThan(1000);
    await expect(menu.getByRole('link', { name: 'Вход' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Регистрация' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Функции' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
