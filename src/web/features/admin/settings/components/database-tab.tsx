import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, Download, RefreshCw } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { formatDateTime } from '@shared/format';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { databaseStatusQuery } from '../api/database-status';
import { SaveButton } from './save-button';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({ autoBackup: true, maxFileSize: true, analyticsRetentionDays: true });

const tableLabels: Record<string, string> = {
  profiles: 'Usuários',
  leads: 'Leads',
  projects: 'Projetos',
  appointments: 'Agendamentos',
  blog_posts: 'Posts do blog',
  chat_messages: 'Mensagens de chat',
  notifications: 'Notificações',
  files: 'Arquivos',
  audit_log: 'Registros de auditoria',
};

const integer = new Intl.NumberFormat('pt-BR');
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

export function DatabaseTab({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'banco de dados');
  const { errors } = form.formState;
  const backups = useQuery(backupsQuery);
  // On PostgreSQL (DATABASE_URL) the server cannot dump the database: the switch says so.
  const external = backups.data?.embedded === false;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Banco de Dados</CardTitle>
          <CardDescription>Backups e limite de tamanho dos arquivos enviados.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-5">
            <Controller
              control={form.control}
              name="autoBackup"
              render={({ field }) => (
                <SwitchField
                  id="settings-auto-backup"
                  label="Backup Automático"
                  description={
                    external
                      ? 'Indisponível no PostgreSQL externo (DATABASE_URL): faça os backups com pg_dump.'
                      : 'Realizar backup automático diário do banco de dados (os 7 mais recentes ficam guardados).'
                  }
                  checked={field.value && !external}
                  disabled={external}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Field
              label="Tamanho Máximo de Arquivo (MB)"
              htmlFor="settings-max-file-size"
              error={errors.maxFileSize?.message}
              hint="Vale para capas do blog e demais envios (de 1 a 50 MB)."
            >
              <Input
                id="settings-max-file-size"
                type="number"
                inputMode="numeric"
                min={1}
                max={50}
                className="max-w-40"
                aria-invalid={Boolean(errors.maxFileSize)}
                {...form.register('maxFileSize')}
              />
            </Field>
            <Field
              label="Retenção dos eventos de analytics (dias)"
              htmlFor="settings-analytics-retention"
              error={errors.analyticsRetentionDays?.message}
              hint="Eventos brutos mais antigos são apagados; os totais diários ficam (de 1 a 730 dias)."
            >
              <Input
                id="settings-analytics-retention"
                type="number"
                inputMode="numeric"
                min={1}
                max={730}
                className="max-w-40"
                aria-invalid={Boolean(errors.analyticsRetentionDays)}
                {...form.register('analyticsRetentionDays')}
              />
            </Field>
            <SaveButton saving={saving} />
          </form>
        </CardContent>
      </Card>
      {external ? null : <BackupsCard />}
      <DatabaseStatusCard />
    </div>
  );
}

type BackupList = { embedded: boolean; items: { name: string; size: number; createdAt: string }[] };

const backupsQuery = queryOptions({
  queryKey: ['settings', 'backups'],
  queryFn: () => api.get<BackupList>('/api/system/backups'),
  refetchOnWindowFocus: false,
});

function BackupsCard() {
  const client = useQueryClient();
  const query = useQuery(backupsQuery);
  const now = useMutation({
    mutationFn: () => api.post('/api/system/backups', {}),
    onSuccess: () => {
      toast.success('Backup concluído');
      void client.invalidateQueries({ queryKey: backupsQuery.queryKey });
    },
    onError: (error) => toast.error('Erro ao fazer o backup', error.message),
  });
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Backups</CardTitle>
          <CardDescription>
            Cópias completas do banco embutido em DATA_DIR/backups. Para restaurar, pare o servidor e rode{' '}
            <code className="rounded bg-muted px-1">npm run restore -- ARQUIVO</code>.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => now.mutate()} disabled={now.isPending}>
          {now.isPending ? 'Fazendo backup...' : 'Fazer backup agora'}
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum backup ainda.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Backups">
            {items.map((item) => (
              <li key={item.name} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{formatDateTime(item.createdAt)}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {item.name} · {megabytes(item.size)}
                  </span>
                </span>
                <Button asChild variant="outline" size="sm">
                  <a href={`/api/system/backups/${encodeURIComponent(item.name)}`} download>
                    <Download aria-hidden="true" />
                    Baixar
                    <span className="sr-only"> o backup de {formatDateTime(item.createdAt)}</span>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DatabaseStatusCard() {
  const query = useQuery(databaseStatusQuery);
  const status = query.data;
  return (
    <Card>
      <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Database className="size-5 text-primary" aria-hidden="true" />
            Status do Banco de Dados
          </CardTitle>
          <CardDescription>
            {status ? `Verificado em ${formatDateTime(status.checkedAt)}` : 'Consultando o banco de dados...'}
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Atualizar
        </Button>
      </CardHeader>
      <CardContent aria-live="polite">
        {query.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : query.isError || !status ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            Falha na conexão: não foi possível consultar o banco de dados.
          </p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid gap-3 sm:grid-cols-4">
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Situação</dt>
                <dd>
                  <Badge color={status.online ? 'green' : 'red'}>
                    {status.online ? 'Online' : 'Offline'}
                  </Badge>
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Motor</dt>
                <dd className="text-sm font-medium">
                  {status.driver === 'pglite' ? 'PostgreSQL embutido (PGlite)' : 'PostgreSQL'}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Tempo de resposta</dt>
                <dd className="text-sm font-medium">
                  {status.latencyMs === null ? '-' : `${integer.format(status.latencyMs)} ms`}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Tamanho</dt>
                <dd className="text-sm font-medium">
                  {status.sizeBytes ? megabytes(status.sizeBytes) : '-'}
                </dd>
              </div>
            </dl>
            {status.tables.length ? (
              <div>
                <h4 className="mb-2 text-sm font-medium">Registros por tabela</h4>
                <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
                  {status.tables.map((table) => (
                    <li key={table.name} className="flex justify-between gap-2 border-b py-1">
                      <span className="text-muted-foreground">{tableLabels[table.name] ?? table.name}</span>
                      <span className="font-medium tabular-nums">{integer.format(table.rows)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
