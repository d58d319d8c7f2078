import { paths } from '../../config/paths';
import { TermsPage } from '../../features/content/components/legal-pages';

export function Component() {
  return <TermsPage path={paths.terms.path} />;
}
