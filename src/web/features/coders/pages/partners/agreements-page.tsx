/**
 * CODERS parceiros → Acordos (docs/product/partners.md): each partner's agreements — a % of the money
 * received for N months or a fixed amount per deal won, the attribution window, validity and status.
 * One active agreement per partner at a time (the server refuses a second).
 */
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { agreementKinds, agreementStatuses } from '@shared/catalog/partners';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import type { AgreementItem } from '@shared/schemas/partners';
import { ListStates } from '@web/components/data-table/table-states';
import { useListParams } from '@web/components/data-table/use-list-params';
import { MoneyInput } from '@web/components/money-input';
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
import { EmptyState } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { agreementsQuery, useSaveAgreement } from '../../api/partners';
import { PartnerSelect, percentText, useFormErrors } from './shared';

const listParams = z.object({ parceiro: z.string().catch('').default('') });

export function AgreementsPage() {
  const [params, setParams] = useListParams(listParams);
  const query = useQuery(agreementsQuery(params.parceiro));
  const [editing, setEditing] = useState<AgreementItem | 'new' | null>(null);
  const items = query.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-72">
          <PartnerSelect
            id="agreements-partner"
            value={params.parceiro}
            onChange={(value) => setParams({ parceiro: value })}
          />
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Novo acordo
        </Button>
      </div>
      <Card>
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          errorText="Não foi possível carregar os acordos."
          empty={
            <EmptyState
              title="Nenhum acordo"
              hint="Use “Novo acordo” para definir a comissão de um parceiro."
            />
          }
        >
          <ul aria-label="Acordos" className="divide-y">
            {items.map((agreement) => {
              const badge = statusBadge(agreementStatuses, agreement.status);
              return (
                <li
                  key={agreement.id}
                  className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:gap-6"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {agreement.partnerName} <Badge color={badge.color}>{badge.label}</Badge>
                    </p>
                    <p className="text-sm">
                      {agreement.kind === 'percentual'
                        ? `${percentText(agreement.percent)} do valor recebido, por ${agreement.recurringMonths} ${agreement.recurringMonths === 1 ? 'mês' : 'meses'} a partir do primeiro pagamento`
                        : `${formatMoney(agreement.fixedAmount)} por negócio ganho`}
                    </p>
                    {agreement.notes ? (
                      <p className="text-xs text-muted-foreground">{agreement.notes}</p>
                    ) : null}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    Vigência: {formatDate(agreement.validFrom)} a{' '}
                    {agreement.validUntil ? formatDate(agreement.validUntil) : 'sem data de término'}
                    <span className="block">Janela de atribuição: {agreement.attributionDays} dias</span>
                  </p>
                  <div>
                    <Button variant="outline" size="sm" onClick={() => setEditing(agreement)}>
                      <Pencil className="size-4" aria-hidden="true" />
                      Editar<span className="sr-only"> acordo de {agreement.partnerName}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </ListStates>
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <AgreementDialog
            agreement={editing === 'new' ? null : editing}
            partnerId={params.parceiro}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

function AgreementDialog({
  agreement,
  partnerId,
  onDone,
}: {
  agreement: AgreementItem | null;
  partnerId: string;
  onDone: () => void;
}) {
  const save = useSaveAgreement();
  const form = useFormErrors();
  const [values, setValues] = useState({
    partnerId: agreement?.partnerId ?? partnerId,
    kind: agreement?.kind ?? 'percentual',
    percent: agreement?.percent ?? '10',
    fixedAmount: formatMoneyInput(agreement?.fixedAmount),
    recurringMonths: String(agreement?.recurringMonths ?? 12),
    attributionDays: String(agreement?.attributionDays ?? 30),
    validFrom: agreement?.validFrom ?? today(),
    validUntil: agreement?.validUntil ?? '',
    status: agreement?.status ?? 'ativo',
    notes: agreement?.notes ?? '',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const error = (key: string) => form.errors[key];
  const input = (key: keyof typeof values) => ({
    id: `agreement-${key}`,
    value: values[key],
    onChange: set(key),
    'aria-invalid': error(key) ? true : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.clear();
    try {
      await save.mutateAsync({
        id: agreement?.id,
        form: {
          ...values,
          kind: values.kind as 'percentual' | 'fixo',
          status: values.status as 'ativo' | 'encerrado',
          percent: values.kind === 'percentual' ? values.percent : null,
          // As typed: the shared schema reads it with the one money rule (decision 053).
          fixedAmount: values.kind === 'fixo' ? values.fixedAmount || null : null,
          recurringMonths: Number(values.recurringMonths),
          attributionDays: Number(values.attributionDays),
          validUntil: values.validUntil || null,
        },
      });
      toast.success(agreement ? 'Acordo atualizado' : 'Acordo criado');
      onDone();
    } catch (failure) {
      form.fail(failure, 'Não foi possível salvar o acordo.');
    }
  }

  return (
    <DialogContent width={600}>
      <DialogHeader>
        <DialogTitle>{agreement ? 'Editar acordo' : 'Novo acordo'}</DialogTitle>
        <DialogDescription>
          A comissão vale para leads indicados enquanto o acordo está vigente. Um acordo ativo por parceiro.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {agreement ? (
            <p className="text-sm">
              Parceiro: <strong>{agreement.partnerName}</strong>
            </p>
          ) : (
            <PartnerSelect
              id="agreement-partnerId"
              value={values.partnerId}
              onChange={(value) => setValues((current) => ({ ...current, partnerId: value }))}
              required
              error={error('partnerId')}
            />
          )}
        </div>
        <Field label="Tipo de comissão" htmlFor="agreement-kind" error={error('kind')}>
          <NativeSelect {...input('kind')}>
            {agreementKinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {values.kind === 'percentual' ? (
          <Field label="Percentual (%)" htmlFor="agreement-percent" error={error('percent')}>
            <Input {...input('percent')} inputMode="decimal" />
          </Field>
        ) : (
          <MoneyInput
            id="agreement-fixedAmount"
            label="Valor por negócio ganho (R$)"
            placeholder="800,00"
            value={values.fixedAmount}
            error={error('fixedAmount')}
            onChange={(text) => setValues((current) => ({ ...current, fixedAmount: text }))}
          />
        )}
        {values.kind === 'percentual' ? (
          <Field
            label="Recorrência (meses)"
            htmlFor="agreement-recurringMonths"
            error={error('recurringMonths')}
            hint="Pagamentos recebidos até N meses após o primeiro pagamento do lead."
          >
            <Input {...input('recurringMonths')} type="number" min={1} max={120} />
          </Field>
        ) : null}
        <Field
          label="Janela de atribuição (dias)"
          htmlFor="agreement-attributionDays"
          error={error('attributionDays')}
          hint="Tempo entre a visita pelo link e o contato."
        >
          <Input {...input('attributionDays')} type="number" min={1} max={365} />
        </Field>
        <Field label="Início da vigência" htmlFor="agreement-validFrom" error={error('validFrom')}>
          <Input {...input('validFrom')} type="date" />
        </Field>
        <Field
          label="Fim da vigência"
          htmlFor="agreement-validUntil"
          error={error('validUntil')}
          hint="Opcional."
        >
          <Input {...input('validUntil')} type="date" />
        </Field>
        <Field label="Situação" htmlFor="agreement-status" error={error('status')}>
          <NativeSelect {...input('status')}>
            {agreementStatuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Observações" htmlFor="agreement-notes" error={error('notes')} className="sm:col-span-2">
          <Textarea {...input('notes')} rows={2} maxLength={2000} />
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
