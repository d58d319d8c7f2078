import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgCookies from '@app/locales/bg/cookies.json' with { type: 'json' };
import bgPrivacy from '@app/locales/bg/privacy.json' with { type: 'json' };
import bgTerms from '@app/locales/bg/terms.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enCookies from '@app/locales/en/cookies.json' with { type: 'json' };
import enPrivacy from '@app/locales/en/privacy.json' with { type: 'json' };
import enTerms from '@app/locales/en/terms.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { storageKeys } from '../src/lib/storage';
import { expectNoSeriousViolations } from './accessibility-audit';
import { expect, saveConsentBeforeLoad, test } from './fixtures';

// The first render waits for the app, its route chunk and its texts; a busy shared machine needs longer.
const expectLoaded = expect.configure({ timeout: 15_000 });

type Language = 'bg' | 'en';
type PolicyTexts = {
  meta: { title: string; description: string };
  title: string;
  tocLabel: string;
  sections: readonly { id: string; heading: string }[];
};

const legalPages: { path: string; texts: Record<Language, PolicyTexts> }[] = [
  { path: '/privacy', texts: { bg: bgPrivacy, en: enPrivacy } },
  { path: '/terms', texts: { bg: bgTerms, en: enTerms } },
  { path: '/cookies', texts: { bg: bgCookies, en: enCookies } },
];
const privacyPolicy = { bg: bgPrivacy, en: enPrivacy } as const;
const cookiePolicy = { bg: bgCookies, en: enCookies } as const;
const common = { bg: bgCommon, en: enCommon } as const;
const languages = ['bg', 'en'] as const;

// As playwright.config.ts configures the test server.
const controller = {
  name: '„Навигатор & Ко“ ЕООД',
  address: 'гр. София 1000, ул. „Пример“ № 1',
  eik: '131071587',
  email: 'privacy@example.bg',
};
const controllerTexts = {
  '/privacy': { bg: bgPrivacy.controller, en: enPrivacy.controller },
  '/terms': { bg: bgTerms.provider, en: enTerms.provider },
} as const;

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

for (const { path, texts } of legalPages) {
  for (const language of languages) {
    const text = texts[language];

    test(`${path} in ${language} has its title, meta and a table of contents that leads to each section`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await page.goto(`${path}?lang=${language}`);
      await expectLoaded(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(text.meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text.meta.description,
      );

      const contents = page.getByRole('navigation', { name: text.tocLabel });
      await expect(contents.getByRole('link')).toHaveCount(text.sections.length);
      for (const section of text.sections) {
        await expect(
          page.getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeVisible();
      }
      const last = text.sections.at(-1);
      if (!last) throw new Error(`${path} has no sections`);
      await contents.getByRole('link', { name: last.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: last.heading, exact: true })).toBeInViewport();
    });

    for (const [name, viewport] of Object.entries({ desktop, phone })) {
      test(`${path} in ${language} on a ${name} has no serious accessibility violations`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${path}?lang=${language}`);
        await expectLoaded(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
        // The contents fold away on a phone; they are checked open, as a reader uses them.
        const summary = page.locator('main summary');
        if (name === 'phone') await summary.click();
        await expectNoSeriousViolations(page);
      });
    }
  }
}

for (const language of languages) {
  test(`the privacy policy in ${language} links to the contact page and to the account settings`, async ({
    page,
  }) => {
    await page.goto(`/privacy?lang=${language}`);
    const main = page.getByRole('main');
    await expectLoaded(main.getByRole('heading', { level: 1 })).toBeVisible();
    const links = privacyPolicy[language].links;
    await expect(main.getByRole('link', { name: links.settings })).toHaveAttribute(
      'href',
      '/dashboard?tab=settings',
    );
    await expect(main.getByRole('link', { name: links.contact }).first()).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: links.cookies })).toHaveAttribute('href', '/cookies');
  });

  for (const [name, viewport] of Object.entries({ desktop, phone })) {
    test(`the cookie policy in ${language} on a ${name} lists every storage key and both cookies`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/cookies?lang=${language}`);
      const main = page.getByRole('main');
      await expectLoaded(main.getByRole('heading', { level: 1 })).toBeVisible();
      const policy = cookiePolicy[language];
      const entries = [
        ...Object.values(storageKeys).map((key) => ['localStorage', key] as const),
        ...Object.keys(policy.cookies).map((key) => ['cookie', key] as const),
      ];
      for (const [type, key] of entries) {
        const entry = main.locator(`[data-storage-type="${type}"][data-storage-key="${key}"]:visible`);
        await expect(entry, key).toHaveCount(1);
        await expect(entry).toContainText(key);
      }
      for (const [key, item] of Object.entries(policy.storage)) {
        const entry = main.locator(`[data-storage-type="localStorage"][data-storage-key="${key}"]:visible`);
        await expect(entry).toContainText(item.purpose);
        await expect(entry).toContainText(item.lifetime);
      }
    });
  }

  test(`the cookie policy's button in ${language} opens the cookie settings`, async ({ page }) => {
    await page.goto(`/cookies?lang=${language}`);
    const button = page.getByRole('button', { name: cookiePolicy[language].settingsButton });
    await expectLoaded(button).toBeVisible();
    await button.click();
    const dialog = page.getByRole('dialog', { name: common[language].cookies.dialog.title });
    await expect(dialog).toBeVisible();
    // Strictly necessary (locked on) and the three optional categories.
    await expect(dialog.getByRole('switch')).toHaveCount(4);
    await dialog.getByRole('button', { name: common[language].cookies.dialog.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

for (const [path, texts] of Object.entries(controllerTexts)) {
  for (const language of languages) {
    const { fields } = texts[language];
    const fieldNames = ['name', 'address', 'eik', 'email'] as const;
    const expectController = async (page: Page) => {
      const details = page.getByRole('main').locator('dl').first();
      await expect(details.getByRole('term')).toHaveText(fieldNames.map((field) => fields[field]));
      await expect(details.getByRole('definition')).toHaveText(fieldNames.map((field) => controller[field]));
      await expect(page.getByText(texts[language].notConfigured)).toHaveCount(0);
    };

    test(`${path} in ${language} names the configured controller and hydrates without errors`, async ({
      page,
    }) => {
      await page.goto(`${path}?lang=${language}`);
      // The console check of ./fixtures fails the test on a hydration mismatch.
      await expectController(page);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test(`${path} in ${language} names the configured controller in its HTML`, async ({ page }) => {
        await page.goto(`${path}?lang=${language}`);
        await expectController(page);
      });
    });
  }
}

test('the privacy policy names the controller after a navigation inside the app', async ({ page }) => {
  await page.goto('/terms?lang=en');
  await expect(page.getByRole('main').getByText(controller.eik, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: enTerms.links.privacy }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPrivacy.title);
  await expect(page.getByRole('main').getByText(controller.address, { exact: true })).toBeVisible();
});
