/**
 * CODERS adm → Privacidade (LGPD) (docs/product/privacy-lgpd.md): the art. 18 requests with the
 * 15-day clock of art. 19 (overdue in red), and on each one: verify by phone, export JSON/CSV, correct,
 * anonymise, close with a reply. Below: the encarregado and retention settings and the retention preview.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Download } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { BadgeColor } from '@shared/catalog/statuses';
import { pathFor } from '@shared/catalog/workspaces';
import { formatDate, formatDateTime } from '@shared/format';
import {
  deadlineLabel,
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TYPE_LABELS,
  type PrivacyRequestItem,
  type PrivacyRequestStatus,
} from '@shared/schemas/privacy';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field, Label } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import {
  type PrivacyAction,
  privacyRequestsQuery,
  privacySettingsQuery,
  retentionQuery,
  usePrivacyAction,
  useRunRetention,
  useSavePrivacySettings,
} from '../api/privacy';

const STATUS_COLORS: Record<PrivacyRequestStatus, BadgeColor> = {
  nao_verificada: 'amber',
  aberta: 'blue',
  em_andamento: 'purple',
  concluida: 'green',
  recusada: 'grey',
};
const FILTERS = [
  ['abertas', 'Abertas'],
  ['nao_verificada', 'Não verificadas'],
  ['concluida', 'Concluídas'],
  ['recusada', 'Recusadas'],
  ['todas', 'Todas'],
] as const;
const ADMIN = { signedIn: true, roles: ['adm'] as const };

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Tente novamente.');

type Dialogs = 'verify' | 'correct' | 'close' | 'anonymize' | null;

function RequestCard({ request }: { request: PrivacyRequestItem }) {
  const action = usePrivacyAction();
  const [open, setOpen] = useState<Dialogs>(null);
  const [note, setNote] = useState('');
  const [reply, setReply] = useState('');
  const [outcome, setOutcome] = useState<'concluida' | 'recusada'>('concluida');
  const [leadId, setLeadId] = useState(request.leads[0]?.id ?? '');
  const [fields, setFields] = useState({ name: '', email: '', phone: '', company: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const closed = request.status === 'concluida' || request.status === 'recusada';
  const verified = !closed && request.status !== 'nao_verificada';
  const overdue = !closed && request.deadline.overdue;
  const label = request.name || request.email;

  async function run(input: PrivacyAction, success: string) {
    setFieldError(null);
    try {
      const result = await action.mutateAsync(input);
      const emailed = typeof result === 'object' && 'emailed' in result ? result.emailed : undefined;
      toast.success(
        success,
        emailed === false ? 'SMTP desligado: a resposta não foi enviada por e-mail.' : undefined,
      );
      setOpen(null);
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setFieldError(Object.values(error.fields)[0] ?? error.message);
      else toast.error('Não foi possível concluir', errorText(error));
    }
  }

  function submitCorrection(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    if (!Object.keys(changed).length) {
      setFieldError('Preencha ao menos um campo a corrigir.');
      return;
    }
    void run({ kind: 'correct', id: request.id, leadId, fields: changed }, 'Dados corrigidos');
  }

  return (
    <li>
      <article aria-label={`Pedido de ${label}`}>
        <Card className={`grid gap-3 p-4 ${overdue ? 'border-red-300' : ''}`}>
          <div className="flex flex-wrap items-center gap-2">
            <Badge color="indigo">{PRIVACY_REQUEST_TYPE_LABELS[request.type]}</Badge>
            <Badge color={STATUS_COLORS[request.status]}>
              {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
            {closed ? null : (
              <span
                className={`inline-flex items-center gap-1 text-sm font-semibold ${overdue ? 'text-red-600' : request.deadline.daysLeft <= 3 ? 'text-amber-700' : 'text-muted-foreground'}`}
              >
                {overdue ? <AlertTriangle className="size-4" aria-hidden="true" /> : null}
                {deadlineLabel(request.deadline)} · prazo {formatDate(request.deadline.day)}
              </span>
            )}
          </div>
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="sr-only">Titular</dt>
              <dd className="font-medium break-all">{label}</dd>
              {request.name ? <dd className="break-all text-muted-foreground">{request.email}</dd> : null}
              {request.phone ? <dd className="text-muted-foreground">Telefone: {request.phone}</dd> : null}
            </div>
            <div className="text-muted-foreground">
              <dd>Recebido em {formatDateTime(request.createdAt)}</dd>
              {request.verifiedAt ? (
                <dd>
                  Verificado em {formatDateTime(request.verifiedAt)}
                  {request.verificationNote ? ` · ${request.verificationNote}` : ''}
                </dd>
              ) : null}
              {request.anonymizedAt ? <dd>Anonimizado em {formatDateTime(request.anonymizedAt)}</dd> : null}
              {request.closedAt ? <dd>Encerrado em {formatDateTime(request.closedAt)}</dd> : null}
            </div>
          </dl>
          {request.details ? (
            <p className="rounded-md bg-muted/60 p-2 text-sm whitespace-pre-wrap">{request.details}</p>
          ) : null}
          <p className="text-sm">
            {request.leads.length ? (
              <>
                Dados encontrados:{' '}
                {request.leads.map((lead, index) => (
                  <span key={lead.id}>
                    {index ? ', ' : ''}
                    <a
                      className="text-primary underline"
                      href={pathFor({ job: 'leads', params: { lead: lead.id } }, ADMIN) ?? '#'}
                    >
                      {lead.name}
                    </a>
                  </span>
                ))}
              </>
            ) : (
              <span className="text-muted-foreground">Nenhum lead com este e-mail.</span>
            )}
          </p>
          {request.reply ? <p className="text-sm text-muted-foreground">Resposta: {request.reply}</p> : null}

          {closed ? null : (
            <div className="flex flex-wrap gap-2">
              {request.status === 'nao_verificada' ? (
                <Button size="sm" onClick={() => setOpen('verify')}>
                  Verificar identidade
                </Button>
              ) : null}
              {verified ? (
                <>
                  <a
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    href={`/api/privacy/requests/${request.id}/export?format=json`}
                    download
                  >
                    <Download aria-hidden="true" />
                    Exportar JSON
                  </a>
                  <a
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    href={`/api/privacy/requests/${request.id}/export?format=csv`}
                    download
                  >
                    <Download aria-hidden="true" />
                    Exportar CSV
                  </a>
                  {request.leads.length ? (
                    <Button size="sm" variant="outline" onClick={() => setOpen('correct')}>
                      Corrigir dados
                    </Button>
                  ) : null}
                  {request.anonymizedAt ? null : (
                    <Button size="sm" variant="destructive" onClick={() => setOpen('anonymize')}>
                      Anonimizar
                    </Button>
                  )}
                </>
              ) : null}
              <Button size="sm" variant="secondary" onClick={() => setOpen('close')}>
                Encerrar com resposta
              </Button>
            </div>
          )}
        </Card>
      </article>

      <Dialog open={open === 'verify'} onOpenChange={(value) => setOpen(value ? 'verify' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Verificar identidade</DialogTitle>
            <DialogDescription>
              Sem o link por e-mail, confirme por telefone que o pedido é do titular e registre como.
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void run({ kind: 'verify', id: request.id, note }, 'Identidade verificada');
            }}
          >
            <Field
              label="Como foi confirmado"
              htmlFor={`verify-${request.id}`}
              error={fieldError ?? undefined}
            >
              <Textarea
                id={`verify-${request.id}`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                placeholder="Ex.: liguei para o telefone do cadastro e a pessoa confirmou o pedido"
              />
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={action.isPending}>
                Confirmar verificação
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'correct'} onOpenChange={(value) => setOpen(value ? 'correct' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Corrigir dados</DialogTitle>
            <DialogDescription>
              Preencha só o que muda. A alteração fica na auditoria, sem os valores.
            </DialogDescription>
          </DialogHeader>
          <form className="grid gap-3" onSubmit={submitCorrection}>
            <Field label="Lead" htmlFor={`correct-lead-${request.id}`}>
              <NativeSelect
                id={`correct-lead-${request.id}`}
                value={leadId}
                onChange={(event) => setLeadId(event.target.value)}
              >
                {request.leads.map((lead) => (
                  <option key={lead.id} value={lead.id}>
                    {lead.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {(
              [
                ['name', 'Nome'],
                ['email', 'E-mail'],
                ['phone', 'Telefone'],
                ['company', 'Empresa'],
              ] as const
            ).map(([key, text]) => (
              <Field key={key} label={text} htmlFor={`correct-${key}-${request.id}`}>
                <Input
                  id={`correct-${key}-${request.id}`}
                  value={fields[key]}
                  onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
                />
              </Field>
            ))}
            {fieldError ? (
              <p role="alert" className="text-sm text-destructive">
                {fieldError}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="submit" disabled={action.isPending}>
                Salvar correção
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'close'} onOpenChange={(value) => setOpen(value ? 'close' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Encerrar com resposta</DialogTitle>
            <DialogDescription>
              A resposta vai por e-mail ao titular quando o envio de e-mails estiver configurado.
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void run({ kind: 'close', id: request.id, outcome, reply }, 'Pedido encerrado');
            }}
          >
            <Field label="Resultado" htmlFor={`close-outcome-${request.id}`}>
              <NativeSelect
                id={`close-outcome-${request.id}`}
                value={outcome}
                onChange={(event) => setOutcome(event.target.value as 'concluida' | 'recusada')}
              >
                <option value="concluida">Concluído (atendido)</option>
                <option value="recusada">Recusado (explique o motivo)</option>
              </NativeSelect>
            </Field>
            <Field
              label="Resposta ao titular"
              htmlFor={`close-reply-${request.id}`}
              error={fieldError ?? undefined}
            >
              <Textarea
                id={`close-reply-${request.id}`}
                rows={5}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
              />
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={action.isPending}>
                Encerrar pedido
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={open === 'anonymize'}
        onOpenChange={(value) => setOpen(value ? 'anonymize' : null)}
        title="Anonimizar os dados do titular?"
        description="Nome, e-mail, telefone, mensagens, anotações e dados de cobrança deste titular serão apagados em todas as tabelas (inclusive auditoria, chat e notificações). Os registros ficam, sem identificação, para as contagens. Não há como desfazer."
        confirmLabel="Anonimizar"
        onConfirm={() => void run({ kind: 'anonymize', id: request.id }, 'Dados anonimizados')}
      />
    </li>
  );
}

function SettingsCard() {
  const query = useQuery(privacySettingsQuery);
  const save = useSavePrivacySettings();
  const [values, setValues] = useState({
    dpoName: '',
    dpoEmail: '',
    retentionLeadMonths: '',
    retentionChatMonths: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) {
      const { dpoName, dpoEmail, retentionLeadMonths, retentionChatMonths } = query.data;
      setValues({ dpoName, dpoEmail, retentionLeadMonths, retentionChatMonths });
    }
  }, [query.data]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(values);
      toast.success('Configurações de privacidade salvas');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error('Não foi possível salvar', errorText(error));
    }
  }

  return (
    <Card className="grid gap-4 p-4">
      <div>
        <h2 className="text-lg font-semibold">Encarregado e prazos de retenção</h2>
        <p className="text-sm text-muted-foreground">
          Aparecem na Política de Privacidade e na página Meus dados.
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Carregando configurações" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar as configurações.</p>
      ) : (
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void onSubmit(event)}>
          <Field label="Nome do encarregado (DPO)" htmlFor="dpo-name" error={errors.dpoName}>
            <Input
              id="dpo-name"
              value={values.dpoName}
              onChange={(event) => setValues({ ...values, dpoName: event.target.value })}
            />
          </Field>
          <Field label="E-mail do encarregado" htmlFor="dpo-email" error={errors.dpoEmail}>
            <Input
              id="dpo-email"
              type="email"
              value={values.dpoEmail}
              onChange={(event) => setValues({ ...values, dpoEmail: event.target.value })}
            />
          </Field>
          <Field
            label="Leads e agendamentos (meses)"
            htmlFor="ret-leads"
            error={errors.retentionLeadMonths}
            hint="Após a última interação; clientes não entram."
          >
            <Input
              id="ret-leads"
              inputMode="numeric"
              value={values.retentionLeadMonths}
              onChange={(event) => setValues({ ...values, retentionLeadMonths: event.target.value })}
            />
          </Field>
          <Field
            label="Conversas do chat (meses)"
            htmlFor="ret-chat"
            error={errors.retentionChatMonths}
            hint="Após a última mensagem."
          >
            <Input
              id="ret-chat"
              inputMode="numeric"
              value={values.retentionChatMonths}
              onChange={(event) => setValues({ ...values, retentionChatMonths: event.target.value })}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              Salvar
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

function RetentionCard() {
  const query = useQuery(retentionQuery);
  const run = useRunRetention();
  const [confirm, setConfirm] = useState(false);
  const pending = query.data ? query.data.leads.length + query.data.chatSessions.length : 0;
  return (
    <Card className="grid gap-3 p-4">
      <div>
        <h2 className="text-lg font-semibold">Retenção automática</h2>
        <p className="text-sm text-muted-foreground">
          Roda todo dia no servidor. Simulação do que a próxima execução anonimizaria:
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Calculando" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Não foi possível calcular a simulação.</p>
      ) : (
        <>
          <p className="text-sm">
            {query.data.leads.length} lead(s) sem interação há mais de {query.data.leadMonths} meses ·{' '}
            {query.data.chatSessions.length} conversa(s) do chat com mais de {query.data.chatMonths} meses.
          </p>
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={!pending || run.isPending}
              onClick={() => setConfirm(true)}
            >
              Executar agora
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Executar a retenção agora?"
        description={`${pending} registro(s) serão anonimizados agora, como na execução diária. Não há como desfazer.`}
        confirmLabel="Executar"
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (result) =>
              toast.success(
                'Retenção executada',
                `${result.leads.length} lead(s) e ${result.chatSessions.length} conversa(s).`,
              ),
            onError: (error) => toast.error('Não foi possível executar', errorText(error)),
          })
        }
      />
    </Card>
  );
}

export function PrivacyPage() {
  const [status, setStatus] = useState('abertas');
  const query = useQuery(privacyRequestsQuery(status));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="privacy-status">Pedidos</Label>
          <NativeSelect
            id="privacy-status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            {FILTERS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="text-sm text-muted-foreground">
          Prazo legal: 15 dias contados do pedido (art. 19 da LGPD).
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Carregando pedidos" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">
          Não foi possível carregar os pedidos.{' '}
          <Button size="sm" variant="link" onClick={() => void query.refetch()}>
            Tentar de novo
          </Button>
        </p>
      ) : query.data.items.length ? (
        <ul className="grid gap-3" aria-label="Pedidos de titulares">
          {query.data.items.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Nenhum pedido aqui"
          hint="Os pedidos feitos na página Meus dados aparecem nesta fila."
        />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <SettingsCard />
        <RetentionCard />
      </div>
    </div>
  );
}
