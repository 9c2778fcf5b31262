/**
 * Breadcrumb (docs/product/dashboards-and-kpis.md): 'Início' plus one item per path segment, hidden when it would hold a single
 * item. The last item is the current page (aria-current), the others are links.
 */
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

export type BreadcrumbItem = { label: string; href: string };

/** Items for a path: Início, then each segment with its label (or the segment capitalised). */
export function breadcrumbItems(pathname: string, labels: Record<string, string> = {}): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: 'Início', href: '/' },
    ...segments.map((segment, index) => ({
      label: labels[segment] ?? decodeURIComponent(segment).replace(/^./, (char) => char.toUpperCase()),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  if (items.length <= 1) return null;
  return (
    <nav aria-label="breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link to={item.href} className={cn('rounded-sm hover:text-foreground hover:underline')}>
                    {item.label}
                  </Link>
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
