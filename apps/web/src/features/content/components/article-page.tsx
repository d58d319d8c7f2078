import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { type ContentNamespace, useNamespaceContent } from '../hooks/use-namespace-content';
import { ContentArticle } from './content-article';

type ArticleNamespace = Extract<ContentNamespace, 'what-is-gdpr' | 'gdpr-guide' | 'compliance-tips'>;

/** A guide page: its namespace rendered as an article, with its own title, description and URLs. */
export function GuidePage({ namespace, path }: { namespace: ArticleNamespace; path: string }) {
  const content = useNamespaceContent(namespace);
  usePageMeta({ title: content.meta.title, description: content.meta.description, path });
  return <ContentArticle content={content} />;
}

/**
 * About and security: articles whose last section points to the contact page (vulnerability reports,
 * questions), which plain texts cannot link to.
 */
export function CompanyPage({
  namespace,
  path,
  contactSectionId,
}: {
  namespace: 'about' | 'security';
  path: string;
  contactSectionId: string;
}) {
  const content = useNamespaceContent(namespace);
  usePageMeta({ title: content.meta.title, description: content.meta.description, path });
  const contactLink = (
    <p>
      <Link
        to={paths.contact.getHref()}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {content.contactLink}
      </Link>
    </p>
  );
  return <ContentArticle content={content} sectionActions={{ [contactSectionId]: contactLink }} />;
}
