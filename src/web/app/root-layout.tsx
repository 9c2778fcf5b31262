import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Toaster } from 'sonner';
import { ErrorBoundary, ErrorFallback } from '../components/error-fallback';
import { OfflineBanner } from '../components/offline-banner';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from '../lib/query-client';

/** Providers every page shares: query cache, toasts (4 s, 3 visible), tooltips, offline banner, error screen. */
export function RootLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <OfflineBanner />
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
        <Toaster position="top-right" duration={4000} visibleToasts={3} richColors closeButton />
        <ScrollRestoration />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/** Errors thrown while loading a route (for example a lazy chunk that failed to download). */
export function RouteErrorFallback() {
  const error = useRouteError();
  console.error('Erro de rota:', error);
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
