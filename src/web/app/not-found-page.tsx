import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@web/components/page-title';

/** Any other path (docs/product/public-site.md): 'Oops! Page not found' with a way home; the path is logged. */
export function Component() {
  const location = useLocation();
  usePageTitle('Página não encontrada');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className="text-primary underline underline-offset-4 hover:text-primary/80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
