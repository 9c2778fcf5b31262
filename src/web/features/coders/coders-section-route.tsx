/**
 * /coders/:section and /coders/:section/:page. The route guard has already checked the section
 * against the access table; here: the section's sub-navigation, the page, and /coders/:section →
 * visao-geral (history replaced).
 */
import { Suspense } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import type { CodersPage, CodersSection } from '@shared/catalog/coders';
import { paths } from '@web/app/paths';
import { usePageTitle } from '@web/components/page-title';
import { Breadcrumb } from '@web/components/ui/breadcrumb';
import { Spinner } from '@web/components/ui/feedback';
import { cn } from '@web/lib/cn';
import { findSection } from './coders-access';
import { type SectionPage, sectionPages } from './section-pages';

export function Component() {
  const { section: sectionId, page: slug } = useParams();
  const section = findSection(sectionId);
  if (!section) return <NotFound />;
  if (!slug) return <Navigate to={paths.codersSection(section.id)} replace />;
  const page = section.pages.find((item) => item.slug === slug);
  if (!page) return <NotFound section={section} />;
  // Every catalog page has its component (section-pages.test.ts); a gap is a 404, never a blank page.
  const entry: SectionPage | undefined = sectionPages[`${section.id}/${page.slug}`];
  if (!entry) return <NotFound section={section} />;

  return (
    <div className="space-y-6">
      <Breadcrumb
        items={[
          { label: 'Início', href: '/' },
          { label: 'CODERS', href: paths.coders },
          { label: section.title, href: paths.codersSection(section.id) },
          { label: page.title, href: paths.codersSection(section.id, page.slug) },
        ]}
      />
      <SectionNav section={section} />
      {entry.ownsHeading ? null : (
        <PageHeading section={section} page={page} description={entry.description} />
      )}
      <Suspense fallback={<Spinner className="min-h-48" label="Carregando..." />}>
        <entry.component />
      </Suspense>
    </div>
  );
}

function SectionNav({ section }: { section: CodersSection }) {
  return (
    <nav aria-label={`Páginas de ${section.title}`} className="-mx-4 border-b px-4 md:mx-0 md:px-0">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {section.pages.map((item) => (
          <li key={item.slug} className="shrink-0">
            <NavLink
              to={paths.codersSection(section.id, item.slug)}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )
              }
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PageHeading({
  section,
  page,
  description,
}: {
  section: CodersSection;
  page: CodersPage;
  description?: string;
}) {
  usePageTitle(`${page.title} — ${section.title}`);
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{page.title}</h1>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
}

function NotFound({ section }: { section?: CodersSection }) {
  usePageTitle('Página não encontrada');
  return (
    <div className="space-y-3 py-10 text-center">
      <h1 className="text-2xl font-bold">Página não encontrada</h1>
      <p className="text-muted-foreground">Esta página não existe na área CODERS.</p>
      <Link
        to={section ? paths.codersSection(section.id) : paths.coders}
        className="text-primary underline-offset-4 hover:underline"
      >
        {section ? `Voltar para ${section.title}` : 'Voltar para a área CODERS'}
      </Link>
    </div>
  );
}
