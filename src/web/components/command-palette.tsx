/**
 * Search from anywhere (Ctrl/⌘+K): the pages of the sidebar plus leads (people, by name, e-mail or
 * phone), companies (by nome fantasia, razão social or CNPJ, punctuation ignored), deals (by title or
 * company), projects, posts, appointments, invoices (by number, 'FAT-2026-0039'), proposals (by number
 * or title) and tasks, each source asked only when the access table lets this person read it, and each
 * result opened where their role works (src/shared/catalog/workspaces.ts). ↑/↓ move, Enter opens,
 * Escape closes (a combobox over a listbox, WAI-ARIA pattern).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiAccessFor, decide, type Viewer } from '@shared/catalog/access';
import { type Job, pathFor } from '@shared/catalog/workspaces';
import { formatDocument } from '@shared/documents';
import { formatDateTime, formatMoney } from '@shared/format';
import type { StaffNavGroup } from '@web/app/staff-nav';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useMe } from '@web/lib/session';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

export type PaletteResult = { id: string; kind: string; label: string; detail?: string; to: string };

type Source = {
  kind: string;
  api: string;
  job: Job;
  pick: (item: Record<string, unknown>) => {
    id: string;
    label: string;
    detail?: string;
    params: Record<string, string>;
  };
  /** A result that opens at its own path (under the job's page) rather than the page with params. */
  path?: (id: string) => string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const sources: Source[] = [
  {
    kind: 'Lead',
    api: '/api/leads',
    job: 'leads',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.name),
      detail: [text(item.email), text(item.company)].filter(Boolean).join(' · '),
      params: { lead: text(item.id) },
    }),
  },
  {
    kind: 'Empresa',
    api: '/api/companies',
    job: 'companies',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.name),
      detail: [text(item.legalName), text(item.cnpj) ? formatDocument(text(item.cnpj)) : '']
        .filter(Boolean)
        .join(' · '),
      params: { empresa: text(item.id) },
    }),
  },
  {
    kind: 'Negócio',
    api: '/api/deals',
    job: 'deals',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.title),
      detail: [text(item.companyName) || text(item.leadName), item.value ? formatMoney(text(item.value)) : '']
        .filter(Boolean)
        .join(' · '),
      params: { negocio: text(item.id) },
    }),
  },
  {
    kind: 'Projeto',
    api: '/api/projects',
    job: 'projects',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.title),
      detail: text(item.clientName),
      params: { q: text(item.title) },
    }),
  },
  {
    kind: 'Post',
    api: '/api/posts',
    job: 'blog',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.title),
      detail: item.published ? 'Publicado' : 'Rascunho',
      params: { q: text(item.title) },
    }),
  },
  {
    kind: 'Agendamento',
    api: '/api/appointments',
    job: 'appointments',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.title),
      detail: item.appointmentDate ? formatDateTime(text(item.appointmentDate)) : undefined,
      params: { q: text(item.title) },
    }),
  },
  {
    kind: 'Fatura',
    api: '/api/invoices',
    job: 'invoices',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.number) || 'Fatura em rascunho',
      detail: [text(item.clientName), text(item.description)].filter(Boolean).join(' · '),
      params: { fatura: text(item.id) },
    }),
  },
  {
    kind: 'Proposta',
    api: '/api/proposals',
    job: 'proposals',
    pick: (item) => ({
      id: text(item.id),
      label: `${text(item.number)} · ${text(item.title)}`,
      detail: text(item.clientName),
      params: {},
    }),
    path: (id) => `/coders/comercial/propostas/${encodeURIComponent(id)}`,
  },
  {
    kind: 'Tarefa',
    api: '/api/tasks',
    job: 'tasks',
    pick: (item) => ({
      id: text(item.id),
      label: text(item.title),
      detail: text(item.projectTitle),
      params: { vista: 'lista', task: text(item.id) },
    }),
  },
];

/** Where a result opens for this person; null when they may open it nowhere. */
export function resultPath(source: Source, item: Record<string, unknown>, viewer: Viewer) {
  const picked = source.pick(item);
  if (source.path) return pathFor({ path: source.path(picked.id) }, viewer);
  return pathFor({ job: source.job, params: picked.params }, viewer);
}

/** The sources this person may read, and may open somewhere. */
export function paletteSources(viewer: Viewer) {
  return sources.filter(
    (source) =>
      decide(apiAccessFor(source.api, 'GET'), viewer) === 'allow' &&
      pathFor({ job: source.job }, viewer) !== null,
  );
}

/** Pages of the sidebar whose label (or group) contains every word typed. */
export function matchPages(nav: readonly StaffNavGroup[], query: string): PaletteResult[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  return nav.flatMap((group) =>
    group.items
      .filter((item) => {
        const haystack = normalize(`${item.label} ${group.title}`);
        return words.every((word) => haystack.includes(word));
      })
      .map((item) => ({ id: item.to, kind: 'Página', label: item.label, detail: group.title, to: item.to })),
  );
}

const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function CommandPalette({ nav }: { nav: readonly StaffNavGroup[] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-9 gap-2 text-muted-foreground sm:w-56 sm:justify-start"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search aria-hidden="true" />
        <span className="hidden sm:inline">Buscar...</span>
        <span className="sr-only sm:hidden">Buscar</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 text-[10px] font-medium sm:inline">
          Ctrl K
        </kbd>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <PaletteDialog nav={nav} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function PaletteDialog({ nav, onClose }: { nav: readonly StaffNavGroup[]; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(query.trim());
  const navigate = useNavigate();
  const { viewer } = useMe();
  const listId = useId();

  const remote = useQuery({
    queryKey: ['command-palette', deferred, viewer.roles, viewer.permissions],
    enabled: deferred.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const lists = await Promise.all(
        paletteSources(viewer).map(async (source) => {
          const page = await api
            .get<{ items: Record<string, unknown>[] }>(source.api, { q: deferred, limit: 5 })
            .catch(() => ({ items: [] }));
          return page.items.map((item) => {
            const picked = source.pick(item);
            return {
              id: `${source.kind}-${picked.id}`,
              kind: source.kind,
              label: picked.label,
              detail: picked.detail,
              to: resultPath(source, item, viewer) ?? '',
            };
          });
        }),
      );
      return lists.flat().filter((result) => result.to);
    },
  });

  const results: PaletteResult[] = [
    ...matchPages(nav, query).slice(0, 8),
    ...(deferred.length >= 2 ? (remote.data ?? []) : []),
  ];
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const choose = (result: PaletteResult | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.to);
  };

  return (
    <DialogContent className="top-[15vh] translate-y-0 gap-0 p-0" width={560}>
      <DialogTitle className="sr-only">Buscar</DialogTitle>
      <DialogDescription className="sr-only">
        Páginas, leads, empresas, negócios, projetos, posts, agendamentos, faturas, propostas e tarefas que
        você pode abrir. Use as setas e Enter.
      </DialogDescription>
      <div className="flex items-center gap-2 border-b px-4">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={results[current] ? `${listId}-${current}` : undefined}
          aria-label="Buscar páginas, leads, empresas, negócios, projetos, faturas, propostas e tarefas"
          placeholder="Buscar páginas, empresas, negócios, faturas..."
          className="h-12 flex-1 bg-transparent text-sm outline-none"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((current + 1) % Math.max(results.length, 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((current - 1 + results.length) % Math.max(results.length, 1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              choose(results[current]);
            }
          }}
        />
      </div>
      <div id={listId} role="listbox" aria-label="Resultados" className="max-h-[50vh] overflow-y-auto p-2">
        {results.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            {remote.isFetching ? 'Buscando...' : 'Nenhum resultado.'}
          </p>
        ) : (
          results.map((result, index) => (
            <div
              key={result.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              tabIndex={-1}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(result)}
              onKeyDown={() => undefined}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                index === current && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="w-24 shrink-0 text-xs text-muted-foreground">{result.kind}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{result.label}</span>
                {result.detail ? (
                  <span className="block truncate text-xs text-muted-foreground">{result.detail}</span>
                ) : null}
              </span>
            </div>
          ))
        )}
      </div>
    </DialogContent>
  );
}
