import { QueryClientProvider } from '@tanstack/react-query';
import {
  type ErrorInfo,
  lazy,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
  useState,
  useSyncExternalStore,
} from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { OfflineBanner } from '@web/components/offline-banner';
import { createQueryClient } from '@web/lib/query-client';
import { toasterStore } from '@web/lib/toast';

/*
 * The root stays small because every public page downloads it: the error screen and the Toaster are
 * their own chunks, fetched only when an error happens or a toast is shown.
 */

/** Used only if even the error screen's chunk cannot load (for example, offline). */
function PlainErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <button type="button" className="underline" onClick={onRetry}>
        Tentar Novamente
      </button>
    </div>
  );
}

const ErrorFallback = lazy(() =>
  import('@web/components/error-fallback').then(
    (module) => ({ default: module.ErrorFallback }),
    () => ({ default: PlainErrorFallback }),
  ),
);

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorFallback onRetry={onRetry} />
    </Suspense>
  );
}

/** Render errors anywhere below the root (docs/product/common-behaviour.md): the app's error screen instead of a blank page. */
export class RootErrorBoundary extends ReactComponent<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro de renderização:', error, info.componentStack);
  }
  render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** Toasts: 4 s, 3 visible (docs/product/common-behaviour.md); mounted once the first toast is asked for. */
function DeferredToaster() {
  const needed = useSyncExternalStore(toasterStore.subscribe, toasterStore.isNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={4000} visibleToasts={3} closeButton />
    </Suspense>
  );
}

/** Providers every page shares: query cache, toasts, offline banner, error screen. */
export function RootLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <RootErrorBoundary>
        <Outlet />
      </RootErrorBoundary>
      <DeferredToaster />
      <ScrollRestoration />
    </QueryClientProvider>
  );
}

/** Errors thrown while loading a route (for example a lazy chunk that failed to download). */
export function RouteErrorFallback() {
  const error = useRouteError();
  console.error('Erro de rota:', error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
