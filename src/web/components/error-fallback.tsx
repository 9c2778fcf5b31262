import { AlertTriangle } from 'lucide-react';
import { Button } from './ui/button';

/**
 * The render-error screen (docs/product/common-behaviour.md): 'Tentar Novamente' clears the error, 'Recarregar Página' reloads.
 * The one boundary that shows it is RootErrorBoundary (app/root-layout.tsx), which loads it lazily.
 */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <AlertTriangle className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="max-w-md text-muted-foreground">
        Ocorreu um erro inesperado. Tente recarregar a página ou entre em contato com o suporte se o problema
        persistir.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Tentar Novamente</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Recarregar Página
        </Button>
      </div>
    </div>
  );
}
