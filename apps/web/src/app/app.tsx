import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';

/** The providers around the router; the browser (main.tsx) and the build's pre-render share them. */
export function App({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
