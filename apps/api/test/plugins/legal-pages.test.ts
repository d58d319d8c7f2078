import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@app/core/errors';
import { type ControllerIdentity, parseControllerMeta } from '@app/core/legal/controller';
import { type PrerenderManifest, publicUrlPlaceholder } from '@app/core/prerender';
import bgPrivacy from '@app/locales/bg/privacy.json' with { type: 'json' };
import bgTerms from '@app/locales/bg/terms.json' with { type: 'json' };
import enPrivacy from '@app/locales/en/privacy.json' with { type: 'json' };
import enTerms from '@app/locales/en/terms.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

type RenderPage = (pathname: string, language: Language, origin: string) => Promise<unknown>;
type FillPage = (template: string, page: unknown, language: Language) => string;

const web = path.resolve(import.meta.dirname, '../../../web');
const languages = ['bg', 'en'] as const;
const legalPaths = ['/privacy', '/terms'] as const;
const texts = {
  '/privacy': { bg: bgPrivacy.controller, en: enPrivacy.controller },
  '/terms': { bg: bgTerms.provider, en: enTerms.provider },
} as const;

const identity: ControllerIdentity = {
  name: '„Навигатор & Ко“ ЕООД',
  address: 'гр. София 1000, ул. „Пример“ № 1, ет. 2',
  eik: '131071587',
  email: 'privacy@example.bg',
};
const controllerEnv = {
  CONTROLLER_NAME: identity.name,
  CONTROLLER_ADDRESS: identity.address,
  CONTROLLER_EIK: identity.eik,
  CONTROLLER_EMAIL: identity.email,
};

/*
 * The privacy policy and the terms as the web build pre-renders them, from the real index.html: the
 * build's own render and page template, run here so the test needs no prior build (as in
 * prerendered-pages.test.ts).
 */
async function writePrerenderedLegalPages(distDir: string): Promise<void> {
  const { renderPage }: { renderPage: RenderPage } = await import(path.join(web, 'src/app/prerender.tsx'));
  const { fillPage }: { fillPage: FillPage } = await import(path.join(web, 'vite-plugins/prerender-html.ts'));
  const template = await readFile(path.join(web, 'index.html'), 'utf8');
  await writeFile(path.join(distDir, 'index.html'), template);
  const manifest: PrerenderManifest = {};
  for (const route of legalPaths) {
    const files = { bg: '', en: '' };
    for (const language of languages) {
      files[language] = `prerendered/${language}${route}.html`;
      const page = await renderPage(route, language, publicUrlPlaceholder);
      await mkdir(path.join(distDir, 'prerendered', language), { recursive: true });
      await writeFile(path.join(distDir, files[language]), fillPage(template, page, language));
    }
    manifest[route] = files;
  }
  await writeFile(path.join(distDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify([...legalPaths, '/dashboard']));
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** What the browser reads from the page: the meta element's content, with the HTML entities undone. */
function controllerMetaOf(html: string) {
  const content = html.match(/<meta name="gdpr-navigator-controller" content="([^"]*)"/)?.[1];
  if (content === undefined) throw new Error('the page has no controller meta element');
  return parseControllerMeta(
    content.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
  );
}

describe('the legal pages name the configured controller', () => {
  let distDir: string;
  let configured: TestApp;
  let unconfigured: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gdpr-web-dist-'));
    await writePrerenderedLegalPages(distDir);
    configured = await createTestApp({ WEB_DIST_DIR: distDir, ...controllerEnv });
    unconfigured = await createTestApp({ WEB_DIST_DIR: distDir });
  }, 90_000);

  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

  for (const route of legalPaths) {
    for (const language of languages) {
      it(`${route} in ${language} shows the name, seat, ЕИК and e-mail in its pre-rendered HTML`, async () => {
        const response = await get(configured, `${route}?lang=${language}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`<div id="root" data-prerendered="${language}">`);
        const { fields } = texts[route][language];
        for (const field of ['name', 'address', 'eik', 'email'] as const) {
          expect(response.body).toMatch(
            new RegExp(
              `<dt[^>]*>${escapeRegExp(escapeHtml(fields[field]))}</dt><dd[^>]*>${escapeRegExp(escapeHtml(identity[field]))}</dd>`,
            ),
          );
        }
        expect(response.body).not.toContain(texts[route][language].notConfigured);
        expect(response.body).not.toContain('GDPR_NAVIGATOR_CONTROLLER');
        // The browser renders the same values from here, so hydration keeps the page.
        expect(controllerMetaOf(response.body)).toEqual(identity);
      });

      it(`${route} in ${language} says plainly that the operator has not configured its identity`, async () => {
        const response = await get(unconfigured, `${route}?lang=${language}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(escapeHtml(texts[route][language].notConfigured));
        expect(response.body).not.toContain(escapeHtml(identity.name));
        expect(response.body).not.toContain('GDPR_NAVIGATOR_CONTROLLER');
        expect(controllerMetaOf(response.body)).toBeUndefined();
      });
    }
  }

  it('gives a page without a pre-rendered version the identity too, for the app to show later', async () => {
    const response = await get(configured, '/dashboard');
    expect(response.statusCode).toBe(200);
    expect(controllerMetaOf(response.body)).toEqual(identity);
    expect(controllerMetaOf((await get(unconfigured, '/dashboard')).body)).toBeUndefined();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
