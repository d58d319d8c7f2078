import { paths } from '../../config/paths';
import { PrivacyPolicyPage } from '../../features/content/components/legal-pages';

export function Component() {
  return <PrivacyPolicyPage path={paths.privacy.path} />;
}
