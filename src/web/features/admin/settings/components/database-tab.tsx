import { useQuery } from '@tanstack/react-query';
import { Database, RefreshCw } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { formatDateTime } from '../../../../../shared/format';
import { type Settings, settingsSchema } from '../../../../../shared/schemas/settings';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/feedback';
import { Input } from '../../../../components/ui/input';
import { Field } from '../../../../components/ui/label';
import { databaseStatusQuery } from '../api/database-status';
import { SaveButton } from './save-button';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({ autoBackup: true, maxFileSize: true });

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
                  description="Realizar backup automático diário do banco de dados."
                  checked={field.value}
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
            <SaveButton saving={saving} />
          </form>
        </CardContent>
      </Card>
      <DatabaseStatusCard />
    </div>
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
