import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred card the sign-in pages share, with the brand and a way back to the site. */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-blue-100 px-4 py-10">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2 text-2xl font-bold text-primary">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Coders
        </Link>
        <div className="rounded-xl border bg-card p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">{description}</p>
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          <Link to="/" className="underline-offset-4 hover:underline">
            ← Voltar para o site
          </Link>
        </p>
      </div>
    </main>
  );
}
