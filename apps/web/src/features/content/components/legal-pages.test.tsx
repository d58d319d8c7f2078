import { type ControllerIdentity, controllerMetaName } from '@app/core/legal/controller';
import enPrivacy from '@app/locales/en/privacy.json';
import enTerms from '@app/locales/en/terms.json';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetControllerIdentity } from '@/lib/controller-identity';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { PrivacyPolicyPage, TermsPage } from './legal-pages';

const identity: ControllerIdentity = {
  name: '„Навигатор & Ко“ ЕООД',
  address: 'гр. София 1000, ул. „Пример“ № 1',
  eik: '131071587',
  email: 'privacy@example.bg',
};

/** The meta element as the server fills it in every page it sends (apps/api/src/plugins/web-app.ts). */
function serveIdentity(content: string) {
  const meta = document.createElement('meta');
  meta.name = controllerMetaName;
  meta.content = content;
  document.head.append(meta);
  forgetControllerIdentity();
}

function renderPage(page: 'privacy' | 'terms') {
  render(
    <MemoryRouter>
      {page === 'privacy' ? <PrivacyPolicyPage path="/privacy" /> : <TermsPage path="/terms" />}
    </MemoryRouter>,
  );
}

/** The definition list of a section: each term with its description. */
function detailsOf(sectionHeading: string): Record<string, string> {
  const section = screen.getByRole('region', { name: sectionHeading });
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

const headingOf = (sections: readonly { id: string; heading: string }[], id: string) =>
  sections.find((section) => section.id === id)?.heading ?? id;

describe('the legal pages name the controller', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['privacy', 'terms']);
  });

  afterEach(() => {
    document.head.querySelector(`meta[name="${controllerMetaName}"]`)?.remove();
    forgetControllerIdentity();
  });

  it('shows the configured name, seat, ЕИК and e-mail in the privacy policy', () => {
    serveIdentity(JSON.stringify(identity));
    renderPage('privacy');
    const { fields } = enPrivacy.controller;
    expect(detailsOf(headingOf(enPrivacy.sections, 'controller'))).toEqual({
      [fields.name]: identity.name,
      [fields.address]: identity.address,
      [fields.eik]: identity.eik,
      [fields.email]: identity.email,
    });
    expect(screen.queryByText(enPrivacy.controller.notConfigured)).toBeNull();
  });

  it('shows the provider in the terms, and its e-mail under Contact', () => {
    serveIdentity(JSON.stringify(identity));
    renderPage('terms');
    const { fields } = enTerms.provider;
    expect(detailsOf(headingOf(enTerms.sections, 'scope'))).toEqual({
      [fields.name]: identity.name,
      [fields.address]: identity.address,
      [fields.eik]: identity.eik,
      [fields.email]: identity.email,
    });
    expect(detailsOf(headingOf(enTerms.sections, 'contact'))).toEqual({ [fields.email]: identity.email });
  });

  it.each([
    ['no meta element', undefined],
    ['an empty one (the server has no identity)', ''],
    ["one the server did not fill (Vite's dev server)", '%GDPR_NAVIGATOR_CONTROLLER%'],
  ])('says plainly that the operator has not configured its identity, with %s', (_case, content) => {
    if (content !== undefined) serveIdentity(content);
    renderPage('privacy');
    const { fields, notConfigured, notStated } = enPrivacy.controller;
    expect(detailsOf(headingOf(enPrivacy.sections, 'controller'))).toEqual({
      [fields.name]: notConfigured,
      [fields.address]: notStated,
      [fields.eik]: notStated,
      [fields.email]: notStated,
    });
  });
});
