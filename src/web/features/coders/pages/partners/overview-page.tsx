/**
 * CODERS parceiros → Visão Geral (docs/product/partners.md): the program's numbers, the ranking by
 * referred revenue, and the partners themselves (list with search, create, edit).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { personTypes } from '@shared/catalog/finance';
import { partnerStatuses } from '@shared/catalog/partners';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDocument } from '@shared/documents';
import { formatMoney, formatPhone } from '@shared/format';
import type { PartnerForm, PartnerItem } from '@shared/schemas/partners';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { partnersListQuery, partnersOverviewQuery, useSavePartner } from '../../api/partners';
import { percentText, useFormErrors } from './shared';

const listParams = z.object({ q: searchParam });

export function PartnersOverviewPage() {
  const overview = useQuery(partnersOverviewQuery());
  const data = overview.data;
  const cards = data
    ? [
        { label: 'Parceiros ativos', value: String(data.activePartners) },
        { label: 'Leads indicados', value: `${data.referredLeads} (${data.wonLeads} convertidos)` },
        { label: 'Receita indicada', value: formatMoney(data.referredRevenue) },
        { label: 'Comissões a pagar', value: formatMoney(data.commissionsDue) },
      ]
    : [];
  return (
    <div className="space-y-6">
      {overview.isPending ? (
        <Spinner className="min-h-24" label="Carregando..." />
      ) : overview.error ? (
        <div role="alert" className="space-y-2 text-destructive">
          <p>Não foi possível carregar o resumo dos parceiros.</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <Card key={card.label} className="p-4">
                <dt className="text-sm text-muted-foreground">{card.label}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">{card.value}</dd>
              </Card>
            ))}
          </dl>
          <section aria-labelledby="ranking-title" className="space-y-2">
            <h2 id="ranking-title" className="text-lg font-semibold">
              Ranking por receita indicada
            </h2>
            {data?.ranking.length ? (
              <Card>
                <ScrollTable label="Ranking de parceiros">
                  <TableHeader>
                    <TableRow>
                      <TableHead>#</TableHead>
                      <TableHead>Parceiro</TableHead>
                      <TableHead className="text-right">Leads</TableHead>
                      <TableHead className="text-right">Convertidos</TableHead>
                      <TableHead className="text-right">Receita indicada</TableHead>
                      <TableHead className="text-right">Comissões a pagar</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.ranking.map((row, index) => (
                      <TableRow key={row.partnerId}>
                        <TableCell>{index + 1}</TableCell>
                        <TableCell>
                          <span className="font-medium">{row.partnerName}</span>{' '}
                          <span className="text-xs text-muted-foreground">{row.code}</span>
                        </TableCell>
                        <TableCell className="text-right tabular-nums">{row.leads}</TableCell>
                        <TableCell className="text-right tabular-nums">{row.won}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatMoney(row.revenue)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatMoney(row.due)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </ScrollTable>
              </Card>
            ) : (
              <EmptyState title="Nenhum parceiro ainda" hint="Cadastre o primeiro parceiro abaixo." />
            )}
          </section>
        </>
      )}
      <PartnersList />
    </div>
  );
}

function PartnersList() {
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(partnersListQuery(params.q));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<PartnerItem | 'new' | null>(null);
  return (
    <section aria-labelledby="partners-title" className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="partners-title" className="text-lg font-semibold">
          Parceiros
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <DataTableSearch
            label="Buscar parceiros"
            placeholder="Nome, e-mail, código ou documento"
            value={params.q}
            onChange={(value) => setParams({ q: value })}
          />
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Novo parceiro
          </Button>
        </div>
      </div>
      <Card>
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          errorText="Não foi possível carregar os parceiros."
          empty={
            <EmptyState
              title="Nenhum parceiro encontrado"
              hint={params.q ? 'Tente outros termos de busca.' : 'Use “Novo parceiro” para cadastrar.'}
            />
          }
        >
          <ul aria-label="Parceiros" className="divide-y">
            {items.map((partner) => {
              const badge = statusBadge(partnerStatuses, partner.status);
              return (
                <li
                  key={partner.id}
                  className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:gap-6"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {partner.name} <Badge color={badge.color}>{badge.label}</Badge>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {formatDocument(partner.document)} · código{' '}
                      <strong className="text-foreground">{partner.code}</strong>
                    </p>
                    <p className="text-xs break-all text-muted-foreground">
                      {partner.contactName} · {partner.email}
                      {partner.phone ? ` · ${formatPhone(partner.phone)}` : ''}
                    </p>
                  </div>
                  <p className="text-sm">
                    {partner.agreement ? (
                      <>
                        Acordo:{' '}
                        {partner.agreement.kind === 'percentual'
                          ? `${percentText(partner.agreement.percent)} do recebido por ${partner.agreement.recurringMonths} meses`
                          : `${formatMoney(partner.agreement.fixedAmount)} por negócio ganho`}
                        <span className="block text-xs text-muted-foreground">
                          Janela de {partner.agreement.attributionDays} dias
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">Sem acordo vigente</span>
                    )}
                  </p>
                  <div>
                    <Button variant="outline" size="sm" onClick={() => setEditing(partner)}>
                      <Pencil className="size-4" aria-hidden="true" />
                      Editar<span className="sr-only"> {partner.name}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <DataTableLoadMore query={query} />
        </ListStates>
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <PartnerDialog partner={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
    </section>
  );
}

function PartnerDialog({ partner, onDone }: { partner: PartnerItem | null; onDone: () => void }) {
  const save = useSavePartner();
  const form = useFormErrors();
  const [values, setValues] = useState<
    Required<Omit<PartnerForm, 'phone' | 'pixKey'>> & { phone: string; pixKey: string }
  >({
    name: partner?.name ?? '',
    personType: partner?.personType ?? 'pj',
    document: partner ? formatDocument(partner.document) : '',
    contactName: partner?.contactName ?? '',
    email: partner?.email ?? '',
    phone: partner?.phone ?? '',
    pixKey: partner?.pixKey ?? '',
    status: partner?.status ?? 'ativo',
    code: partner?.code ?? '',
    notes: partner?.notes ?? '',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const error = (key: string) => form.errors[key];
  const input = (key: keyof typeof values) => ({
    id: `partner-${key}`,
    value: values[key] as string,
    onChange: set(key),
    'aria-invalid': error(key) ? true : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.clear();
    try {
      await save.mutateAsync({ id: partner?.id, form: values });
      toast.success(partner ? 'Parceiro atualizado' : 'Parceiro cadastrado');
      onDone();
    } catch (failure) {
      form.fail(failure, 'Não foi possível salvar o parceiro.');
    }
  }

  return (
    <DialogContent width={640}>
      <DialogHeader>
        <DialogTitle>{partner ? 'Editar parceiro' : 'Novo parceiro'}</DialogTitle>
        <DialogDescription>
          Pessoa ou empresa que indica clientes, com o código dos links de indicação.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" htmlFor="partner-name" error={error('name')} className="sm:col-span-2">
          <Input {...input('name')} required maxLength={200} />
        </Field>
        <Field label="Tipo" htmlFor="partner-personType" error={error('personType')}>
          <NativeSelect {...input('personType')}>
            {personTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={values.personType === 'pf' ? 'CPF' : 'CNPJ'}
          htmlFor="partner-document"
          error={error('document')}
          hint={values.personType === 'pj' ? 'Aceita o CNPJ alfanumérico.' : undefined}
        >
          <Input
            {...input('document')}
            mask={values.personType === 'pf' ? 'cpf' : 'cnpj'}
            required
            maxLength={30}
          />
        </Field>
        <Field
          label="Código de indicação"
          htmlFor="partner-code"
          error={error('code')}
          hint="Ex.: PARC1 — usado em /?ref=PARC1"
        >
          <Input {...input('code')} required maxLength={32} autoCapitalize="characters" />
        </Field>
        <Field label="Situação" htmlFor="partner-status" error={error('status')}>
          <NativeSelect {...input('status')}>
            {partnerStatuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Contato" htmlFor="partner-contactName" error={error('contactName')}>
          <Input {...input('contactName')} required maxLength={200} />
        </Field>
        <Field label="E-mail" htmlFor="partner-email" error={error('email')}>
          <Input {...input('email')} type="email" required maxLength={254} />
        </Field>
        <Field label="Telefone" htmlFor="partner-phone" error={error('phone')}>
          <Input {...input('phone')} type="tel" mask="phone" maxLength={40} />
        </Field>
        <Field label="Chave PIX" htmlFor="partner-pixKey" error={error('pixKey')}>
          <Input {...input('pixKey')} maxLength={140} />
        </Field>
        <Field label="Observações" htmlFor="partner-notes" error={error('notes')} className="sm:col-span-2">
          <Textarea {...input('notes')} rows={3} maxLength={2000} />
        </Field>
        {form.formError ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {form.formError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
