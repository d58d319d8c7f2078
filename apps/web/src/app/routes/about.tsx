import { paths } from '../../config/paths';
import { CompanyPage } from '../../features/content/components/article-page';

export function Component() {
  return <CompanyPage namespace="about" path={paths.about.path} contactSectionId="contact" />;
}
