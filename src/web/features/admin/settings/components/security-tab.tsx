import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, RefreshCw, ShieldCheck, XCircle } from 'lucide-react';
import { formatDateTime } from '@shared/format';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import type { CheckStatus } from '@shared/schemas/system';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { securityReportQuery } from '../api/security-report';
import { SaveButton } from './save-button';
import { TwoFactorRequirementCard } from './two-factor-requirement-card';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({ supportEmail: true });

// Badge texts of the status panel (docs/product/health.md).
const statusView: Record<
  CheckStatus,
  { label: string; color: 'green' | 'amber' | 'red'; Icon: typeof CheckCircle2 }
> = {
  ok: { label: 'OK', color: 'green', Icon: CheckCircle2 },
  warning: { label: 'Atenção', color: 'amber', Icon: AlertTriangle },
  error: { label: 'Erro', color: 'red', Icon: XCircle },
};

export function SecurityTab({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'segurança');
  const { errors } = form.formState;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Segurança</CardTitle>
          <CardDescription>Contato para questões de segurança e acesso.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-5">
            <Field
              label="Email de Suporte"
              htmlFor="settings-support-email"
              hint="Aparece na seção de contato e no rodapé do site, para quem já é cliente."
              error={errors.supportEmail?.message}
            >
              <Input
                id="settings-support-email"
                type="email"
                aria-invalid={Boolean(errors.supportEmail)}
                {...form.register('supportEmail')}
              />
            </Field>
            <SaveButton saving={saving} />
          </form>
        </CardContent>
      </Card>
      <TwoFactorRequirementCard settings={settings} />
      <SecurityChecksCard />
    </div>
  );
}

function SecurityChecksCard() {
  const query = useQuery(securityReportQuery);
  const report = query.data;
  const checking = query.isFetching;
  return (
    <Card>
      <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Verificações de Segurança
          </CardTitle>
          <CardDescription>Conferidas no servidor em funcionamento.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={checking}>
          <RefreshCw className={checking ? 'animate-spin' : undefined} aria-hidden="true" />
          {checking ? 'Verificando...' : 'Verificar agora'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4" aria-live="polite">
        {query.isPending ? (
          <div className="grid gap-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError || !report ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            Não foi possível verificar a segurança agora. Tente novamente.
          </p>
        ) : (
          <>
            <ul className="grid gap-2">
              {report.checks.map((check) => {
                const view = statusView[check.status];
                return (
                  <li key={check.id} className="flex items-start gap-3 rounded-lg border p-3">
                    <view.Icon
                      className={`mt-0.5 size-5 shrink-0 ${
                        check.status === 'ok'
                          ? 'text-green-600'
                          : check.status === 'warning'
                            ? 'text-amber-600'
                            : 'text-red-600'
                      }`}
                      aria-hidden="true"
                    />
                    <div className="grid flex-1 gap-0.5">
                      <span className="text-sm font-medium">{check.label}</span>
                      <span className="text-sm text-muted-foreground">{check.message}</span>
                    </div>
                    <Badge color={view.color}>{checking ? 'Verificando' : view.label}</Badge>
                  </li>
                );
              })}
            </ul>
            <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
              <div>
                <dt className="inline">Última verificação: </dt>
                <dd className="inline font-medium text-foreground">{formatDateTime(report.checkedAt)}</dd>
              </div>
              <div>
                <dt className="inline">Próxima verificação: </dt>
                <dd className="inline font-medium text-foreground">{formatDateTime(report.nextCheckAt)}</dd>
              </div>
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
