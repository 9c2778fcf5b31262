/**
 * 'Leads do Coder' (docs/product/leads.md): the chat-bot leads, with 'Total: N leads' and 'Hoje: N' (São Paulo
 * day), origin badge, contact, truncated interest, date, and mailto / WhatsApp actions.
 */
import { useQuery } from '@tanstack/react-query';
import { Bot, Mail, MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { leadSources, statusBadge } from '@shared/catalog/statuses';
import { formatDateTimeAt, formatPhone } from '@shared/format';
import { DataTablePagination } from '@web/components/data-table/pagination';
import { DataTableStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tooltip } from '@web/components/ui/tooltip';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { leadsCoderQuery } from '../api/list-leads-coder';
import { leadWhatsappLink, mailtoLink } from '../lib/contact-links';

export function LeadsCoderTab({
  cursor,
  before,
  onPage,
  onOpen,
}: {
  cursor: string;
  before: string;
  onPage: (page: { cursor: string } | { before: string }) => void;
  /** Opens the lead drawer (a chat lead is a lead: same id). */
  onOpen: (leadId: string) => void;
}) {
  const query = useQuery(leadsCoderQuery(cursor, before));
  const error = query.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar leads', error.message);
  }, [error]);

  const data = query.data;
  const rows = data?.items ?? [];

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Bot className="size-5 text-primary" aria-hidden="true" />
            Leads do Agente Coder
          </CardTitle>
          <CardDescription>Leads gerados pelo chatbot da empresa, o Agente Coder.</CardDescription>
        </div>
        <div className="flex gap-2">
          <Badge color="blue">Total: {(data?.total ?? 0).toLocaleString('pt-BR')} leads</Badge>
          <Badge color="green">Hoje: {(data?.today ?? 0).toLocaleString('pt-BR')}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Nome</TableHead>
              <TableHead>Contato</TableHead>
              <TableHead>Interesse</TableHead>
              <TableHead>Data</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <DataTableStates
              colSpan={5}
              isLoading={query.isPending}
              isError={query.isError}
              isEmpty={rows.length === 0}
              emptyText="Nenhum lead encontrado ainda."
              onRetry={() => void query.refetch()}
            />
            {rows.map((lead) => {
              const origin = statusBadge(leadSources, lead.origem);
              const whatsapp = leadWhatsappLink(lead.telefone, lead.nome);
              return (
                <TableRow key={lead.id}>
                  <TableCell className="min-w-44">
                    <div className="flex flex-wrap items-center gap-2">
                      <button
                        type="button"
                        onClick={() => onOpen(lead.id)}
                        className="text-left font-medium hover:text-primary hover:underline focus-visible:underline"
                      >
                        {lead.nome}
                      </button>
                      <Badge color={origin.color}>{origin.label}</Badge>
                    </div>
                  </TableCell>
                  <TableCell className="text-sm">
                    <div>{lead.email}</div>
                    {lead.telefone ? (
                      <div className="text-muted-foreground">{formatPhone(lead.telefone)}</div>
                    ) : null}
                  </TableCell>
                  <TableCell className="max-w-48">
                    <span className="block truncate" title={lead.interesse ?? undefined}>
                      {lead.interesse || '-'}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-sm text-muted-foreground">
                    {formatDateTimeAt(lead.createdAt)}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      {lead.email ? (
                        <Tooltip content="Enviar email">
                          <Button asChild variant="ghost" size="icon" className="size-8">
                            <a href={mailtoLink(lead.email)} aria-label={`Enviar email para ${lead.nome}`}>
                              <Mail aria-hidden="true" />
                            </a>
                          </Button>
                        </Tooltip>
                      ) : null}
                      {whatsapp ? (
                        <Tooltip content="Conversar no WhatsApp">
                          <Button
                            asChild
                            variant="ghost"
                            size="icon"
                            className="size-8 text-green-700 hover:text-green-800"
                          >
                            <a
                              href={whatsapp}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={`Conversar com ${lead.nome} no WhatsApp`}
                            >
                              <MessageCircle aria-hidden="true" />
                            </a>
                          </Button>
                        </Tooltip>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <DataTablePagination
          label="Paginação dos leads do Agente Coder"
          hasPrev={Boolean(data?.prevCursor)}
          hasNext={Boolean(data?.nextCursor)}
          isFetching={query.isFetching && !query.isPending}
          onPrev={() => data?.prevCursor && onPage({ before: data.prevCursor })}
          onNext={() => data?.nextCursor && onPage({ cursor: data.nextCursor })}
        />
      </CardContent>
    </Card>
  );
}
