import { type ControllerIdentity, controllerMetaName, parseControllerMeta } from '@app/core/legal/controller';

/** While the build pre-renders a page, no one knows the identity yet: the page gets slots the server fills. */
export const prerenderSlots = 'slots';

let stored: { identity: ControllerIdentity | undefined } | undefined;

/**
 * The controller the legal pages name (@app/core/legal/controller), from the meta element the server
 * filled in the page it sent; undefined when the operator did not configure it, or the page did not come
 * from the server (Vite's dev server). Read while rendering: it is the same value the server put into the
 * pre-rendered text, so hydration matches.
 */
export function readControllerIdentity(): ControllerIdentity | undefined | typeof prerenderSlots {
  if (typeof document === 'undefined') return prerenderSlots;
  stored ??= {
    identity: parseControllerMeta(
      document.querySelector(`meta[name="${controllerMetaName}"]`)?.getAttribute('content'),
    ),
  };
  return stored.identity;
}

/** Tests change the page's meta element between renders. */
export function forgetControllerIdentity(): void {
  stored = undefined;
}
