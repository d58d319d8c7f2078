import { paths } from '../../config/paths';
import { GuidePage } from '../../features/content/components/article-page';

export function Component() {
  return <GuidePage namespace="compliance-tips" path={paths.complianceTips.path} />;
}
