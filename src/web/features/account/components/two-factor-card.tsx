/**
 * 'Verificação em duas etapas' in Minha conta (decision 064): on or off, turn it on (the enrolment
 * dialog), turn it off with the password (refused while a role requires it), new recovery codes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { twoFactorPasswordSchema } from '@shared/schemas/two-factor';
import { TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { meQuery, useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { disableTwoFactor, regenerateRecoveryCodes } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

export function TwoFactorCard({ mustEnrol }: { mustEnrol: boolean }) {
  const { me, user } = useMe();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | 'regenerate' | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const enabled = me?.twoFactor?.enabled ?? false;
  const required = me?.twoFactor?.required ?? false;
  useEffect(() => {
    if (mustEnrol) card.current?.scrollIntoView({ block: 'center' });
  }, [mustEnrol]);
  return (
    <Card ref={card} id="duas-etapas">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {enabled ? (
            <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" />
          ) : (
            <ShieldAlert className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
          Verificação em duas etapas
          <Badge color={enabled ? 'green' : 'grey'}>{enabled ? 'Ativa' : 'Desativada'}</Badge>
        </CardTitle>
        <CardDescription>
          Ao entrar, além da senha, um código de 6 dígitos do aplicativo autenticador do seu celular.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {required && !enabled ? (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            Sua função exige a verificação em duas etapas. Ative-a para voltar a usar a área da equipe.
          </p>
        ) : null}
        {enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setDialog('regenerate')}>
              Gerar novos códigos de recuperação
            </Button>
            {required ? (
              <p className="text-sm text-muted-foreground">
                Exigida pela sua função: não pode ser desativada.
              </p>
            ) : (
              <Button type="button" variant="outline" onClick={() => setDialog('disable')}>
                Desativar
              </Button>
            )}
          </div>
        ) : (
          <div>
            <Button type="button" onClick={() => setDialog('enrol')}>
              Ativar verificação em duas etapas
            </Button>
          </div>
        )}
      </CardContent>
      <TwoFactorEnrolDialog
        open={dialog === 'enrol'}
        onOpenChange={(open) => setDialog(open ? 'enrol' : null)}
        email={user?.email ?? ''}
      />
      <FormDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        title="Desativar a verificação em duas etapas?"
        description="Sua conta volta a pedir só a senha. Os códigos de recuperação deixam de valer."
        schema={twoFactorPasswordSchema}
        defaultValues={{ password: '' }}
        submitLabel="Desativar"
        pendingLabel="Desativando..."
        destructive
        onSubmit={async (values) => {
          await disableTwoFactor(values.password);
          await client.invalidateQueries({ queryKey: meQuery.queryKey });
          toast.success('Verificação em duas etapas desativada');
        }}
      >
        <TextField name="password" label="Senha atual" type="password" autoComplete="current-password" />
      </FormDialog>
      <FormDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => setDialog(open ? 'regenerate' : null)}
        title="Gerar novos códigos de recuperação?"
        description="Os códigos atuais deixam de valer assim que os novos forem gerados."
        schema={twoFactorPasswordSchema}
        defaultValues={{ password: '' }}
        submitLabel="Gerar novos códigos"
        pendingLabel="Gerando..."
        onSubmit={async (values) => setFreshCodes(await regenerateRecoveryCodes(values.password))}
      >
        <TextField name="password" label="Senha atual" type="password" autoComplete="current-password" />
      </FormDialog>
      <Dialog open={freshCodes !== null} onOpenChange={(open) => (open ? null : setFreshCodes(null))}>
        <DialogContent width={520}>
          <DialogHeader>
            <DialogTitle>Novos códigos de recuperação</DialogTitle>
          </DialogHeader>
          <RecoveryCodes codes={freshCodes ?? []} email={user?.email ?? ''} />
          <DialogFooter>
            <Button type="button" onClick={() => setFreshCodes(null)}>
              Concluir
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
