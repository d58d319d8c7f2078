import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';

/** The providers around the router; the browser (main.tsx) and the build's pre-render share them. */
export function App({ children }: { children: ReactNode }) {
  // Once the page is committed (hydrated: this effect runs after its children's), it is the app's, and
  // boot.ts replays the presses it held meanwhile. A hook, not a component: an extra element would change
  // every useId and so the ids of the pre-rendered page.
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) delete root.dataset.prerendered;
  }, []);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
