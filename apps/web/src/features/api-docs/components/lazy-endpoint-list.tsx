import { type ComponentProps, lazy, Suspense } from 'react';
import type { EndpointList as EndpointListType } from './endpoint-list';

/*
 * The endpoints exist only once the server's OpenAPI document has arrived, so their components (operations,
 * schemas, examples, curl commands) are a chunk of their own, out of the page's initial JavaScript (the
 * 150 kB budget: docs/decisions/003-prerendering.md). It is fetched as soon as the page's code runs, beside
 * the document.
 */
const loadList = () => import('./endpoint-list');
const EndpointList = lazy(() => loadList().then((module) => ({ default: module.EndpointList })));

// A failed download is tried again when the list is first shown.
loadList().catch(() => undefined);

export function LazyEndpointList(props: ComponentProps<typeof EndpointListType>) {
  return (
    <Suspense fallback={null}>
      <EndpointList {...props} />
    </Suspense>
  );
}
