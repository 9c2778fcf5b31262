/** /coders: the sections the signed-in staff member may open, as cards (guards from access.ts). */
import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { usePageTitle } from '@web/components/page-title';
import { Card } from '@web/components/ui/card';
import { useMe } from '@web/lib/session';
import { allowedSections, sectionIcons } from './coders-access';

export function Component() {
  usePageTitle('Área CODERS');
  const { me, user, viewer } = useMe();
  const sections = allowedSections(viewer);
  const firstName = me?.profile?.firstName || user?.name?.split(' ')[0];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Área CODERS</h1>
        <p className="text-muted-foreground">
          {firstName ? `Olá, ${firstName}! ` : ''}Escolha uma área para começar.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Áreas disponíveis">
        {sections.map((section) => {
          const Icon = sectionIcons[section.id] ?? Users;
          return (
            <li key={section.id}>
              <Card className="group relative h-full p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
                <div className="flex items-start gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 space-y-1">
                    <h2 className="text-lg font-semibold">
                      <Link
                        to={paths.codersSection(section.id)}
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {section.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-muted-foreground">{section.description}</p>
                    <p className="text-xs text-muted-foreground">{section.pages.length} páginas</p>
                  </div>
                  <ArrowRight
                    className="ml-auto size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
