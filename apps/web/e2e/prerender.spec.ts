import bgAssessment from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgGuide from '@app/locales/bg/gdpr-guide.json' with { type: 'json' };
import bgHome from '@app/locales/bg/home.json' with { type: 'json' };
import bgPricing from '@app/locales/bg/pricing.json' with { type: 'json' };
import enAssessment from '@app/locales/en/assessment.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enContact from '@app/locales/en/contact.json' with { type: 'json' };
import enGuide from '@app/locales/en/gdpr-guide.json' with { type: 'json' };
import enHome from '@app/locales/en/home.json' with { type: 'json' };
import enPricing from '@app/locales/en/pricing.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { storageKeys } from '../src/lib/storage';
import { expect, readStoredConsent, saveConsentBeforeLoad, test } from './fixtures';

const texts = {
  bg: { assessment: bgAssessment, common: bgCommon, guide: bgGuide, home: bgHome, pricing: bgPricing },
  en: { assessment: enAssessment, common: enCommon, guide: enGuide, home: enHome, pricing: enPricing },
} as const;
const languages = ['bg', 'en'] as const;

// The first words of the guide's sections that only the full page has, far below the first screen.
const lastSectionOf = (language: 'bg' | 'en') => texts[language].guide.sections.at(-1)?.heading ?? '';

/*
 * Records whether the browser threw the pre-rendered content away: hydration keeps the server's elements,
 * a fresh client render replaces them. Runs before the page's own scripts.
 */
async function watchRootReplacement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { rootReplaced: boolean };
    state.rootReplaced = false;
    new MutationObserver((records) => {
      const root = document.getElementById('root');
      if (records.some((record) => record.target === root && record.removedNodes.length > 0)) {
        state.rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const wasRootReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of languages) {
    test(`the guide and the home page are readable in ${language}`, async ({ page }) => {
      const { guide, home } = texts[language];
      await page.goto(`/gdpr-guide?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(guide.meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      await expect(page.getByRole('heading', { level: 2, name: lastSectionOf(language) })).toBeVisible();

      await page.goto(`/?lang=${language}`);
      await expect(page).toHaveTitle(home.meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      // Links are real links: without JavaScript they still lead to the next page, in the language the
      // first link named (the server keeps it in the language cookie).
      await page
        .getByRole('navigation', { name: texts[language].common.nav.label })
        .getByRole('link', { name: texts[language].common.nav.pricing })
        .click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[language].pricing.title);
    });
  }

  test('a page without a pre-rendered version is the plain app shell', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await saveConsentBeforeLoad(page);
    await watchRootReplacement(page);
  });

  for (const language of languages) {
    for (const [path, title] of [
      ['/', texts[language].home.hero.title],
      ['/gdpr-guide', texts[language].guide.title],
      ['/pricing', texts[language].pricing.title],
      ['/compliance-form', texts[language].assessment.page.title],
    ] as const) {
      test(`${path} in ${language} hydrates without errors and works afterwards`, async ({ page }) => {
        await page.goto(`${path}?lang=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await waitForHydration(page);
        // The console check of ./fixtures fails the test on any hydration error.
        expect(await wasRootReplaced(page)).toBe(false);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  }

  test('a visitor who stored English gets English on a Bulgarian URL, rendered afresh', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'en'), storageKeys.language);
    await page.goto('/gdpr-guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enGuide.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(enGuide.meta.title);
    expect(await wasRootReplaced(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a visitor who chose English gets the English page from the server on a plain URL', async ({
    page,
  }) => {
    await page.goto('/gdpr-guide?lang=bg');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enGuide.title);
    const response = await page.goto('/pricing');
    expect(response?.headers()['content-language']).toBe('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPricing.title);
    // Hydrated, not thrown away and rendered again.
    expect(await wasRootReplaced(page)).toBe(false);
  });

  test('after hydration, links navigate inside the app and the language switch works', async ({ page }) => {
    await page.goto('/gdpr-guide?lang=bg');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page
      .getByRole('navigation', { name: bgCommon.nav.label })
      .getByRole('link', { name: bgCommon.nav.pricing })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bgPricing.title);
    await expect(page).toHaveTitle(bgPricing.meta.title);
    // A client-side navigation keeps the document (and so the marker).
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPricing.title);
  });
});

test('the cookie banner appears after hydration and remembers the choice', async ({ page }) => {
  await page.goto('/gdpr-guide?lang=en');
  const banner = page.getByRole('region', { name: enCommon.cookies.banner.title });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: enCommon.cookies.banner.rejectAll }).click();
  await expect(banner).toBeHidden();
  expect(await readStoredConsent(page)).toMatchObject({ necessary: true, analytics: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enGuide.title);
  await waitForHydration(page);
  await expect(banner).toBeHidden();
});

test.describe('before the app has the page', () => {
  test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

  // The app's entry script is held back until the test lets it load; page.mainFrame().goto does not wait
  // for the app as the fixtures' page.goto does.
  async function openWithAppHeld(page: Page, url: string): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.mainFrame().goto(url);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /.+/);
    return release;
  }

  test('a press of a button is held and carried out once the app is there', async ({ page }) => {
    const release = await openWithAppHeld(page, '/?lang=en');
    await page.getByRole('button', { name: enHome.hero.watchDemo }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a form is not sent by the browser, with what was typed in the address', async ({ page }) => {
    const release = await openWithAppHeld(page, '/contact?lang=en');
    const name = page.getByRole('textbox', { name: enContact.form.name });
    await name.fill('Мария Петрова');
    await name.press('Enter');
    await expect(page).toHaveURL(/\/contact\?lang=en$/);
    release();
    // The app validates the submission it was handed: the e-mail address is still missing.
    await expect(page.getByRole('textbox', { name: enContact.form.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/contact\?lang=en$/);
    await expect(name).toHaveValue('Мария Петрова');
  });
  test('what is typed and chosen in the questionnaire is kept when the app takes it over', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page, '/compliance-form?lang=en');
    const main = page.getByRole('main');
    const company = enAssessment.company;
    await main.getByLabel(company.companyName).fill('Hotel Izgrev');
    await main.getByLabel(company.industry, { exact: true }).selectOption('other');
    await main.getByRole('radio', { name: company.employeeBands.smb, exact: true }).click();
    release();
    await expect(main.getByLabel(company.specifyIndustry)).toBeVisible();
    await expect(main.getByLabel(company.companyName)).toHaveValue('Hotel Izgrev');
    await expect(main.getByLabel(company.industry, { exact: true })).toHaveValue('other');
    await expect(main.getByRole('radio', { name: company.employeeBands.smb, exact: true })).toBeChecked();
    // The form's own state has them too: only the missing specified industry stops the next step.
    await main.getByRole('button', { name: enAssessment.actions.next, exact: true }).click();
    await expect(main.getByLabel(company.specifyIndustry)).toBeFocused();
    await expect(main.getByLabel(company.companyName)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

/** React hydrates in document order: once the last element of #root is its own, the page is done. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const last = document.getElementById('root')?.lastElementChild;
    return last ? Object.keys(last).some((key) => key.startsWith('__reactFiber')) : false;
  });
}
