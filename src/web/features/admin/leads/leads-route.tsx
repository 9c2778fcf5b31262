/**
 * 'Gerenciamento de Leads' (docs/product/leads.md): 'Leads Gerais', 'Leads do Coder' and 'Duplicados',
 * the lead drawer (?lead=), the merge screen (?merge=<pair>), import.
 */

import { useQuery } from '@tanstack/react-query';
import { FileUp, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { leadStatuses, values } from '@shared/catalog/statuses';
import type { LeadListItem } from '@shared/schemas/lead';
import { keysetParams, useListParams } from '@web/components/data-table/use-list-params';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { leadDuplicatesQuery } from './api/list-lead-duplicates';
import { ImportLeadsDialog } from './components/import-leads-dialog';
import { LeadDetailDrawer } from './components/lead-detail-drawer';
import { LeadFormDialog } from './components/lead-form-dialog';
import { LeadMergeDialog } from './components/lead-merge-dialog';
import { LeadsCoderTab } from './components/leads-coder-tab';
import { LeadsDuplicatesTab } from './components/leads-duplicates-tab';
import { LeadsGeneralTab } from './components/leads-general-tab';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const leadsParams = z.object({
  tab: z.enum(['geral', 'coder', 'duplicados']).catch('geral'),
  dup: z.enum(['', 'descartados']).catch(''),
  view: z.enum(['tabela', 'kanban']).catch('tabela'),
  q: z.string().max(200).catch(''),
  status: z.enum(['', ...values(leadStatuses)]).catch(''),
  owner: z
    .string()
    .refine((value) => value === '' || value === 'me' || value === 'none' || UUID.test(value))
    .catch(''),
  order: z.enum(['desc', 'asc']).catch('desc'),
  ...keysetParams,
});

export function Component() {
  usePageTitle('Gerenciamento de Leads');
  const [params, setParams] = useListParams(leadsParams);
  const [searchParams, setSearchParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<LeadListItem | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const openLeadId = searchParams.get('lead');
  const mergePairId = searchParams.get('merge');
  // The open pairs' count for the tab, from the same query (and cache) as the tab's first page.
  const openPairs = useQuery(leadDuplicatesQuery({ status: 'open', cursor: '', before: '' }));
  const openPairsTotal = openPairs.data?.total ?? 0;

  // The drawer and the merge screen are linkable (?lead=<id>, ?merge=<pair>, e.g. from a notification)
  // without resetting the list's page; at most one of them is open.
  const setOverlay = useCallback(
    (overlay: { lead?: string | null; merge?: string | null }) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('lead');
          next.delete('merge');
          if (overlay.lead) next.set('lead', overlay.lead);
          if (overlay.merge) next.set('merge', overlay.merge);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setOpenLead = useCallback((id: string | null) => setOverlay({ lead: id }), [setOverlay]);
  const compare = useCallback((pairId: string) => setOverlay({ merge: pairId }), [setOverlay]);

  const edit = (lead: LeadListItem) => {
    setEditing(lead);
    setFormOpen(true);
  };

  return (
    <section
      className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6"
      aria-labelledby="leads-title"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 id="leads-title" className="text-2xl font-bold tracking-tight">
            Gerenciamento de Leads
          </h1>
          <p className="text-muted-foreground">Acompanhe cada contato do primeiro clique até o fechamento.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <FileUp aria-hidden="true" />
            Importar CSV
          </Button>
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Novo Lead
          </Button>
        </div>
      </header>

      <Tabs value={params.tab} onValueChange={(tab) => setParams({ tab })}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="geral">Leads Gerais</TabsTrigger>
          <TabsTrigger value="coder">Leads do Coder</TabsTrigger>
          <TabsTrigger value="duplicados">
            {openPairsTotal ? `Duplicados (${openPairsTotal.toLocaleString('pt-BR')})` : 'Duplicados'}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="geral">
          <LeadsGeneralTab
            params={params}
            setParams={setParams}
            onEdit={edit}
            onOpen={(lead) => setOpenLead(lead.id)}
          />
        </TabsContent>
        <TabsContent value="coder">
          <LeadsCoderTab
            cursor={params.cursor}
            before={params.before}
            onPage={(page) => setParams(page)}
            onOpen={setOpenLead}
          />
        </TabsContent>
        <TabsContent value="duplicados">
          <LeadsDuplicatesTab
            params={params}
            setParams={setParams}
            onCompare={compare}
            onOpenLead={setOpenLead}
          />
        </TabsContent>
      </Tabs>

      <LeadFormDialog open={formOpen} onOpenChange={setFormOpen} lead={editing} />
      <ImportLeadsDialog open={importOpen} onOpenChange={setImportOpen} />
      <LeadDetailDrawer
        leadId={openLeadId && UUID.test(openLeadId) ? openLeadId : null}
        onClose={() => setOpenLead(null)}
        onEdit={edit}
        onOpenLead={setOpenLead}
        onCompare={compare}
      />
      <LeadMergeDialog
        pairId={mergePairId && UUID.test(mergePairId) ? mergePairId : null}
        onClose={() => setOverlay({})}
        onMerged={(keptId) => setOpenLead(keptId)}
      />
    </section>
  );
}
