/**
 * CODERS colaboradores → Onboarding (docs/product/okrs-and-onboarding.md): 'Meu onboarding' for the
 * new person (with the LGPD term they accept themselves), the people in onboarding with their
 * checklists, and the templates per contract type (edited by adm).
 */
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, ChevronUp, Lock, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { labelOf } from '@shared/catalog/entries';
import {
  type ActivityOwner,
  activityOwners,
  type ContractType,
  contractTypes,
  LGPD_TERM_TITLE,
} from '@shared/catalog/teamgoals';
import { formatDate, formatDateTime, saoPauloDay } from '@shared/format';
import type {
  OnboardingActivity,
  OnboardingDetail,
  OnboardingSummary,
  OnboardingTemplate,
} from '@shared/schemas/onboarding';
import { ListStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
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
import { Input, NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import {
  candidatesQuery,
  myOnboardingQuery,
  onboardingListQuery,
  onboardingQuery,
  templatesQuery,
  useCompleteActivity,
  useDeleteOnboarding,
  useSaveTemplate,
  useStartOnboarding,
} from '../api/onboarding';

export function OnboardingPage() {
  const mine = useQuery(myOnboardingQuery);
  const hasMine = Boolean(mine.data);
  return (
    <Tabs
      defaultValue={hasMine && !mine.data?.completedAt ? 'meu' : 'pessoas'}
      key={hasMine ? 'mine' : 'none'}
    >
      <TabsList className="flex-wrap">
        {hasMine ? <TabsTrigger value="meu">Meu onboarding</TabsTrigger> : null}
        <TabsTrigger value="pessoas">Pessoas</TabsTrigger>
        <TabsTrigger value="modelos">Modelos</TabsTrigger>
      </TabsList>
      {mine.data ? (
        <TabsContent value="meu">
          <MyOnboarding detail={mine.data} />
        </TabsContent>
      ) : null}
      <TabsContent value="pessoas">
        {mine.data && !mine.data.completedAt ? (
          <p className="mb-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
            Você está em onboarding: {mine.data.done} de {mine.data.total} atividades concluídas. Veja em “Meu
            onboarding”.
          </p>
        ) : null}
        <People />
      </TabsContent>
      <TabsContent value="modelos">
        <Templates />
      </TabsContent>
    </Tabs>
  );
}

function MyOnboarding({ detail }: { detail: OnboardingDetail }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold">Meu onboarding</h2>
      <Progress detail={detail} />
      <Checklist detail={detail} />
    </Card>
  );
}

function Progress({ detail }: { detail: OnboardingSummary }) {
  const value = detail.total ? detail.done / detail.total : 0;
  return (
    <div className="mt-2 grid gap-1">
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {labelOf(contractTypes, detail.contractType)} · início em {formatDate(detail.startDate)}
        </span>
        <strong data-testid="onboarding-progress">
          {detail.done} de {detail.total} concluídas
        </strong>
      </p>
      <ProgressBar value={value} label={`Progresso do onboarding de ${detail.name}`} />
    </div>
  );
}

function Checklist({ detail }: { detail: OnboardingDetail }) {
  const today = saoPauloDay();
  return (
    <ul className="mt-4 divide-y rounded-md border" aria-label={`Checklist de ${detail.name}`}>
      {detail.activities.map((activity) => (
        <ActivityRow
          key={activity.id}
          activity={activity}
          overdue={!activity.completedAt && activity.dueDate < today}
        />
      ))}
    </ul>
  );
}

function ActivityRow({ activity, overdue }: { activity: OnboardingActivity; overdue: boolean }) {
  const complete = useCompleteActivity();
  const [term, setTerm] = useState(false);
  const done = () =>
    complete.mutate(activity.id, {
      onSuccess: () => {
        toast.success(activity.kind === 'lgpd_term' ? 'Termo aceito' : 'Atividade concluída');
        setTerm(false);
      },
      onError: (error) => toast.error('Não foi possível concluir', error.message),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p
          className={`text-sm font-medium ${activity.completedAt ? 'text-muted-foreground line-through' : ''}`}
        >
          {activity.kind === 'lgpd_term' ? (
            <Lock className="mr-1 inline size-3.5" aria-label="Obrigatório" />
          ) : null}
          {activity.title}
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>{labelOf(activityOwners, activity.ownerRole)}</span>
          <span>· prazo {formatDate(activity.dueDate)}</span>
          {activity.completedAt ? (
            <span>
              · concluída em {formatDateTime(activity.completedAt)}
              {activity.completedByName ? ` por ${activity.completedByName}` : ''}
            </span>
          ) : null}
        </p>
      </div>
      {activity.completedAt ? (
        <Badge color="green">
          <Check className="mr-1 size-3" aria-hidden="true" />
          Concluída
        </Badge>
      ) : (
        <div className="flex items-center gap-2">
          {overdue ? <Badge color="red">Atrasada</Badge> : null}
          {activity.canComplete ? (
            activity.kind === 'lgpd_term' ? (
              <Button size="sm" onClick={() => setTerm(true)}>
                Ler e aceitar
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={done}
                disabled={complete.isPending}
                aria-label={`Concluir: ${activity.title}`}
              >
                Concluir
              </Button>
            )
          ) : null}
        </div>
      )}
      {term ? (
        <Dialog open={term} onOpenChange={setTerm}>
          <DialogContent width={560}>
            <DialogHeader>
              <DialogTitle>Termo de confidencialidade e proteção de dados</DialogTitle>
              <DialogDescription>
                Leia com atenção. O aceite fica registrado com data e hora.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2 text-sm">
              <p>
                Comprometo-me a manter em sigilo as informações de clientes, leads, projetos e da Coders a que
                tiver acesso, durante e depois da minha colaboração.
              </p>
              <p>
                Tratarei dados pessoais apenas para as finalidades do meu trabalho, conforme a Lei Geral de
                Proteção de Dados (Lei 13.709/2018): sem copiar, compartilhar ou guardar fora dos sistemas da
                empresa, e comunicando de imediato qualquer incidente de segurança.
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setTerm(false)}>
                Cancelar
              </Button>
              <Button onClick={done} disabled={complete.isPending}>
                Li e aceito o termo
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </li>
  );
}

function People() {
  const query = useQuery(onboardingListQuery);
  const canStart = useCan('POST', '/api/onboarding');
  const [starting, setStarting] = useState(false);
  const people = query.data ?? [];
  return (
    <div className="space-y-3">
      {canStart ? (
        <div className="flex justify-end">
          <Button onClick={() => setStarting(true)}>
            <Plus aria-hidden="true" />
            Iniciar onboarding
          </Button>
        </div>
      ) : null}
      <Card>
        <ListStates
          query={query}
          isEmpty={people.length === 0}
          errorText="Não foi possível carregar os onboardings."
          empty={
            <EmptyState
              title="Ninguém em onboarding"
              hint="Quem aceita um convite começa o onboarding sozinho."
            />
          }
        >
          <ul className="divide-y" aria-label="Pessoas em onboarding">
            {people.map((person) => (
              <PersonRow key={person.id} person={person} canRemove={canStart} />
            ))}
          </ul>
        </ListStates>
      </Card>
      {starting ? <StartDialog onClose={() => setStarting(false)} /> : null}
    </div>
  );
}

function PersonRow({ person, canRemove }: { person: OnboardingSummary; canRemove: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const detail = useQuery({ ...onboardingQuery(person.id), enabled: open });
  const remove = useDeleteOnboarding();
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{person.name}</p>
          <p className="text-xs text-muted-foreground">{person.email}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {person.completedAt ? <Badge color="green">Concluído</Badge> : null}
            {person.overdue ? (
              <Badge color="red">{person.overdue === 1 ? '1 atrasada' : `${person.overdue} atrasadas`}</Badge>
            ) : null}
          </div>
        </div>
        <div className="w-full sm:w-64">
          <Progress detail={person} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? 'Ocultar checklist' : 'Ver checklist'}
        </Button>
        {canRemove ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </div>
      {open ? (
        detail.isPending ? (
          <Spinner label="Carregando..." />
        ) : detail.data ? (
          <Checklist detail={detail.data} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o checklist.
          </p>
        )
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Remover onboarding?"
        description={`O checklist de ${person.name} e o que já foi concluído serão apagados.`}
        confirmLabel="Remover"
        onConfirm={() =>
          remove.mutate(person.id, {
            onSuccess: () => toast.success('Onboarding removido'),
            onError: (error) => toast.error('Não foi possível remover', error.message),
          })
        }
      />
    </li>
  );
}

function StartDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const candidates = useQuery(candidatesQuery);
  const start = useStartOnboarding();
  const [userId, setUserId] = useState('');
  const [contractType, setContractType] = useState<ContractType>('clt');
  const [startDate, setStartDate] = useState(saoPauloDay());
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await start.mutateAsync({ userId, contractType, startDate });
      toast.success('Onboarding iniciado');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error('Não foi possível iniciar', error instanceof Error ? error.message : undefined);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={480}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Iniciar onboarding</DialogTitle>
          </DialogHeader>
          <Field label="Pessoa" htmlFor={`${id}-user`} error={errors.userId}>
            <NativeSelect id={`${id}-user`} value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="">Escolha</option>
              {(candidates.data ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.email})
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Tipo de contrato" htmlFor={`${id}-contract`} error={errors.contractType}>
            <NativeSelect
              id={`${id}-contract`}
              value={contractType}
              onChange={(e) => setContractType(e.target.value as ContractType)}
            >
              {contractTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Início" htmlFor={`${id}-start`} error={errors.startDate}>
            <Input
              id={`${id}-start`}
              type="date"
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? 'Iniciando...' : 'Iniciar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Templates() {
  const query = useQuery(templatesQuery);
  const canEdit = useCan('PUT', '/api/onboarding/templates/clt');
  const templates = query.data ?? [];
  return (
    <ListStates query={query} isEmpty={false} errorText="Não foi possível carregar os modelos." empty={null}>
      <div className="grid gap-4 lg:grid-cols-2">
        {contractTypes.map((type) => (
          <TemplateCard
            key={type.value}
            contractType={type.value}
            template={templates.find((t) => t.contractType === type.value) ?? null}
            canEdit={canEdit}
          />
        ))}
      </div>
    </ListStates>
  );
}

type Row = { title: string; ownerRole: ActivityOwner; dayOffset: string };

function TemplateCard({
  contractType,
  template,
  canEdit,
}: {
  contractType: ContractType;
  template: OnboardingTemplate | null;
  canEdit: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const save = useSaveTemplate();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const label = labelOf(contractTypes, contractType);
  const tasks = template?.activities.filter((a) => a.kind === 'task') ?? [];

  function edit() {
    setName(template?.name ?? `Integração ${label}`);
    setIsDefault(template?.isDefault ?? false);
    setRows(tasks.map((t) => ({ title: t.title, ownerRole: t.ownerRole, dayOffset: String(t.dayOffset) })));
    setError(null);
    setEditing(true);
  }
  const patch = (index: number, value: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...value } : row)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        contractType,
        form: {
          name,
          isDefault,
          activities: rows.map((row) => ({
            title: row.title,
            ownerRole: row.ownerRole,
            dayOffset: Number(row.dayOffset),
          })),
        },
      });
      toast.success('Modelo salvo');
      setEditing(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar o modelo.');
    }
  }

  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {label}{' '}
          {template ? <span className="font-normal text-muted-foreground">· {template.name}</span> : null}
        </h3>
        <div className="flex items-center gap-2">
          {template?.isDefault ? <Badge color="blue">Padrão dos convites</Badge> : null}
          {canEdit && !editing ? (
            <Button size="sm" variant="outline" onClick={edit} aria-label={`Editar modelo ${label}`}>
              Editar
            </Button>
          ) : null}
        </div>
      </div>
      {editing ? (
        <form onSubmit={submit} className="mt-3 grid gap-3">
          <Field label="Nome do modelo" htmlFor={`${id}-name`}>
            <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
            Usar este modelo para quem aceita um convite
          </label>
          <p className="flex items-center gap-2 rounded-md bg-muted p-2 text-sm">
            <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            {LGPD_TERM_TITLE} — dia 0, pela pessoa nova (sempre incluído).
          </p>
          <ul className="grid gap-2" aria-label="Atividades do modelo">
            {rows.map((row, index) => (
              <li
                key={index}
                className="grid gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_10rem_5rem_auto]"
              >
                <Input
                  aria-label={`Atividade ${index + 1}`}
                  value={row.title}
                  onChange={(e) => patch(index, { title: e.target.value })}
                  maxLength={200}
                />
                <NativeSelect
                  aria-label={`Responsável da atividade ${index + 1}`}
                  value={row.ownerRole}
                  onChange={(e) => patch(index, { ownerRole: e.target.value as ActivityOwner })}
                >
                  {activityOwners.map((owner) => (
                    <option key={owner.value} value={owner.value}>
                      {owner.label}
                    </option>
                  ))}
                </NativeSelect>
                <Input
                  aria-label={`Dia da atividade ${index + 1}`}
                  type="number"
                  min={0}
                  max={365}
                  value={row.dayOffset}
                  onChange={(e) => patch(index, { dayOffset: e.target.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover atividade ${index + 1}`}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setRows([...rows, { title: '', ownerRole: 'adm', dayOffset: '0' }])}
          >
            <Plus aria-hidden="true" />
            Adicionar atividade
          </Button>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar modelo'}
            </Button>
          </div>
        </form>
      ) : (
        <ol className="mt-3 grid gap-1 text-sm">
          {(
            template?.activities ?? [
              {
                id: 'lgpd',
                kind: 'lgpd_term',
                title: LGPD_TERM_TITLE,
                ownerRole: 'new_person',
                dayOffset: 0,
              },
            ]
          ).map((activity) => (
            <li key={activity.id} className="flex flex-wrap gap-x-2">
              <span className="w-14 shrink-0 text-muted-foreground tabular-nums">
                Dia {activity.dayOffset}
              </span>
              <span className="min-w-0 flex-1">
                {activity.kind === 'lgpd_term' ? (
                  <Lock className="mr-1 inline size-3.5" aria-label="Obrigatório" />
                ) : null}
                {activity.title}
              </span>
              <span className="text-xs text-muted-foreground">
                {labelOf(activityOwners, activity.ownerRole)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
