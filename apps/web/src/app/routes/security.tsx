import { paths } from '../../config/paths';
import { CompanyPage } from '../../features/content/components/article-page';

export function Component() {
  return (
    <CompanyPage namespace="security" path={paths.security.path} contactSectionId="report-a-vulnerability" />
  );
}
