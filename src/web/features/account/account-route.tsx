/**
 * 'Minha conta' (/conta), for every signed-in person: the name the team sees (PATCH /api/me), the
 * password (Better Auth change-password), two-factor sign-in (components/two-factor-card.tsx) and the devices signed in (list-sessions, with 'Sair de
 * todas as outras' through revoke-other-sessions).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, LogOut } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@shared/format';
import { accountNameSchema } from '@shared/schemas/account';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError, api } from '@web/lib/api';
import { authErrorMessage, meQuery, useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { TwoFactorCard } from './components/two-factor-card';

type SessionRow = {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
};

export function Component() {
  usePageTitle('Minha conta');
  // The back office sends here a person whose role requires two-factor sign-in (decision 064).
  const mustEnrol = useSearchParams()[0].get('duas-etapas') === 'obrigatoria';
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 md:px-6 md:py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Minha conta</h1>
        <p className="text-muted-foreground">Seu nome, sua senha e os aparelhos conectados à sua conta.</p>
      </div>
      <NameCard />
      <PasswordCard />
      <TwoFactorCard mustEnrol={mustEnrol} />
      <SessionsCard />
    </div>
  );
}

function NameCard() {
  const { me, user } = useMe();
  const client = useQueryClient();
  const ids = { first: useId(), last: useId() };
  const [firstName, setFirstName] = useState(me?.profile?.firstName ?? user?.name.split(' ')[0] ?? '');
  const [lastName, setLastName] = useState(me?.profile?.lastName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: { firstName: string; lastName: string }) => api.patch('/api/me', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      toast.success('Nome atualizado');
    },
    onError: (error) => toast.error('Não foi possível salvar o nome', error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountNameSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nome</CardTitle>
        <CardDescription>Como a equipe vê você. Seu e-mail de acesso: {user?.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome" htmlFor={ids.first} error={errors.firstName}>
            <Input
              id={ids.first}
              value={firstName}
              autoComplete="given-name"
              aria-invalid={Boolean(errors.firstName)}
              onChange={(event) => setFirstName(event.target.value)}
            />
          </Field>
          <Field label="Sobrenome" htmlFor={ids.last} error={errors.lastName}>
            <Input
              id={ids.last}
              value={lastName}
              autoComplete="family-name"
              onChange={(event) => setLastName(event.target.value)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar nome'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: () =>
      api.post('/api/auth/change-password', {
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: false,
      }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success('Senha alterada');
      void client.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => {
      const message =
        error instanceof ApiError && error.code === 'INVALID_PASSWORD'
          ? 'Senha atual incorreta.'
          : authErrorMessage(error, 'Não foi possível alterar a senha.');
      setErrors({ current: message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current = 'Informe a senha atual.';
    if (next.length < 8) found.next = 'A senha deve ter pelo menos 8 caracteres.';
    else if (next.length > 128) found.next = 'A senha deve ter no máximo 128 caracteres.';
    if (confirm !== next) found.confirm = 'As senhas não coincidem.';
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Senha</CardTitle>
        <CardDescription>Use pelo menos 8 caracteres.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Senha atual" htmlFor={ids.current} error={errors.current}>
            <Input
              id={ids.current}
              type="password"
              autoComplete="current-password"
              value={current}
              aria-invalid={Boolean(errors.current)}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nova senha" htmlFor={ids.next} error={errors.next}>
              <Input
                id={ids.next}
                type="password"
                autoComplete="new-password"
                value={next}
                aria-invalid={Boolean(errors.next)}
                onChange={(event) => setNext(event.target.value)}
              />
            </Field>
            <Field label="Confirmar nova senha" htmlFor={ids.confirm} error={errors.confirm}>
              <Input
                id={ids.confirm}
                type="password"
                autoComplete="new-password"
                value={confirm}
                aria-invalid={Boolean(errors.confirm)}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </Field>
          </div>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Alterando...' : 'Alterar senha'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const sessionsKey = ['account', 'sessions'] as const;

function SessionsCard() {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async () => {
      const [list, current] = await Promise.all([
        api.get<SessionRow[]>('/api/auth/list-sessions'),
        api.get<{ session: { id: string } } | null>('/api/auth/get-session'),
      ]);
      return { list, currentId: current?.session.id ?? null };
    },
    retry: false,
  });
  const revoke = useMutation({
    mutationFn: () => api.post('/api/auth/revoke-other-sessions', {}),
    onSuccess: () => {
      toast.success('As outras sessões foram encerradas');
      void client.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => toast.error('Não foi possível encerrar as sessões', error.message),
  });
  const others = sessions.data ? sessions.data.list.filter((row) => row.id !== sessions.data.currentId) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessões ativas</CardTitle>
        <CardDescription>Os aparelhos e navegadores conectados à sua conta agora.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <Spinner className="min-h-24" label="Carregando..." />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {sessions.error instanceof ApiError && sessions.error.code === 'SESSION_NOT_FRESH'
              ? 'Por segurança, entre novamente para ver as sessões.'
              : 'Não foi possível carregar as sessões.'}
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Sessões ativas">
            {sessions.data.list.map((row) => (
              <li key={row.id} className="flex items-start gap-3 p-3 text-sm">
                <Laptop className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-medium">{describeAgent(row.userAgent)}</span>
                  <span className="text-xs text-muted-foreground">
                    {row.ipAddress ? `${row.ipAddress} · ` : ''}desde {formatDateTime(row.createdAt)}
                  </span>
                </span>
                {row.id === sessions.data.currentId ? (
                  <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                    Esta sessão
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button
            variant="outline"
            disabled={revoke.isPending || others.length === 0}
            onClick={() => revoke.mutate()}
          >
            <LogOut aria-hidden="true" />
            Sair de todas as outras
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Chrome no Linux' from a user agent; the raw string when it is not recognised. */
export function describeAgent(agent: string | null | undefined): string {
  if (!agent) return 'Navegador desconhecido';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  if (!browser) return agent.slice(0, 60);
  return system ? `${browser} no ${system}` : browser;
}
