import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useNamespaceContent } from '../hooks/use-namespace-content';
import { AiProcessorDetails } from './ai-processor-details';
import { ContentArticle } from './content-article';
import { ContentLinks } from './content-links';
import { ControllerDetails } from './controller-details';
import { CookieSettingsButton } from './cookie-settings-button';
import { StorageTable } from './storage-table';

/*
 * The privacy policy, the terms and the cookie policy: articles whose sections end with the links and
 * controls the texts refer to (contact page, account settings, cookie settings, the storage table).
 * The privacy policy and the terms name the controller, as the server was configured (ControllerDetails).
 * A section id named here that the texts lose simply shows no action; the browser tests look for them.
 */

const settingsHref = `${paths.dashboard.getHref()}?tab=settings`;

export function PrivacyPolicyPage({ path }: { path: string }) {
  const content = useNamespaceContent('privacy');
  usePageMeta({ title: content.meta.title, description: content.meta.description, path });
  const { links } = content;
  const contact = { to: paths.contact.getHref(), label: links.contact };
  return (
    <ContentArticle
      content={content}
      sectionDetails={{
        controller: <ControllerDetails texts={content.controller} />,
        recipients: <AiProcessorDetails texts={content.aiProcessor} />,
      }}
      sectionActions={{
        controller: <ContentLinks links={[contact]} />,
        'your-answers': <ContentLinks links={[{ to: paths.cookies.getHref(), label: links.cookies }]} />,
        'your-rights': <ContentLinks links={[{ to: settingsHref, label: links.settings }, contact]} />,
        requests: <ContentLinks links={[contact]} />,
        security: <ContentLinks links={[{ to: paths.security.getHref(), label: links.security }]} />,
      }}
    />
  );
}

export function TermsPage({ path }: { path: string }) {
  const content = useNamespaceContent('terms');
  usePageMeta({ title: content.meta.title, description: content.meta.description, path });
  const { links } = content;
  return (
    <ContentArticle
      content={content}
      sectionDetails={{
        scope: <ControllerDetails texts={content.provider} />,
        contact: <ControllerDetails texts={content.provider} fields={['email']} />,
      }}
      sectionActions={{
        scope: (
          <ContentLinks
            links={[
              { to: paths.privacy.getHref(), label: links.privacy },
              { to: paths.cookies.getHref(), label: links.cookies },
            ]}
          />
        ),
        contact: <ContentLinks links={[{ to: paths.contact.getHref(), label: links.contact }]} />,
      }}
    />
  );
}

export function CookiePolicyPage({ path }: { path: string }) {
  const content = useNamespaceContent('cookies');
  usePageMeta({ title: content.meta.title, description: content.meta.description, path });
  const { links } = content;
  return (
    <ContentArticle
      content={content}
      sectionActions={{
        'what-we-store': <StorageTable policy={content} />,
        'your-choice': <CookieSettingsButton label={content.settingsButton} />,
        'legal-basis': <ContentLinks links={[{ to: paths.privacy.getHref(), label: links.privacy }]} />,
        changes: <ContentLinks links={[{ to: paths.contact.getHref(), label: links.contact }]} />,
      }}
    />
  );
}
