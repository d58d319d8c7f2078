import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ensureNamespaces } from '@/lib/i18n';
import { toast } from '@/lib/toast';

type DemoModalProps = { onClose: () => void };
type DemoModule = { default: ComponentType<DemoModalProps> };

function loadDemoModal() {
  return Promise.all([import('./demo-modal'), ensureNamespaces(['demo'])]).then(
    ([module]) => module.DemoModal,
  );
}

/** Takes the place of the modal when its code could not be loaded: says so and closes. */
function DemoUnavailable({ onClose }: DemoModalProps) {
  const { t } = useTranslation('home');
  useEffect(() => {
    toast.error(t('hero.demoFailed'));
    onClose();
  }, [t, onClose]);
  return null;
}

/*
 * The demo's code and texts are not part of the home page's first load (its JavaScript budget): they
 * load on the first open, or a moment earlier when the pointer or focus reaches the button.
 */
function createLazyDemoModal(): ComponentType<DemoModalProps> {
  return lazy(() =>
    loadDemoModal().then(
      (DemoModal): DemoModule => ({ default: DemoModal }),
      (): DemoModule => {
        // Offline, or a new deployment replaced the chunk: the next open tries again.
        LazyDemoModal = createLazyDemoModal();
        return { default: DemoUnavailable };
      },
    ),
  );
}

let LazyDemoModal = createLazyDemoModal();

function prefetchDemoModal() {
  loadDemoModal().catch(() => undefined);
}

function DemoLoading() {
  const { t } = useTranslation('home');
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-1/2 z-50 mx-auto flex w-fit -translate-y-1/2 items-center gap-3 rounded-xl bg-surface px-5 py-4 text-ink shadow-2xl ring-1 ring-line"
    >
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-brand-200 border-t-brand-700 motion-safe:animate-spin"
      />
      {t('hero.demoLoading')}
    </div>
  );
}

export function WatchDemo() {
  const { t } = useTranslation('home');
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        onPointerEnter={prefetchDemoModal}
        onFocus={prefetchDemoModal}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8.25 6.5v7l5.5-3.5z" fill="currentColor" />
        </svg>
        {t('hero.watchDemo')}
      </Button>
      {isOpen && (
        <Suspense fallback={<DemoLoading />}>
          <LazyDemoModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
