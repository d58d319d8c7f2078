import { paths } from '../../config/paths';
import { ApiDocsPage } from '../../features/api-docs/components/api-docs-page';

export function Component() {
  return <ApiDocsPage path={paths.apiDocs.path} />;
}
