import { useEffect } from 'react';

/** Sets the document title for a page: '<title> | Coders'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Coders` : 'Coders';
  }, [title]);
}

/** A page that is not built yet: its title inside its layout and guard, and an honest note. */
export function PagePlaceholder({ title, note }: { title: string; note?: string }) {
  usePageTitle(title);
  return (
    <section className="space-y-2 p-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{note ?? 'Este módulo ainda está em construção.'}</p>
    </section>
  );
}
