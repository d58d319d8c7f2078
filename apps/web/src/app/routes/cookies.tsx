import { paths } from '../../config/paths';
import { CookiePolicyPage } from '../../features/content/components/legal-pages';

export function Component() {
  return <CookiePolicyPage path={paths.cookies.path} />;
}
