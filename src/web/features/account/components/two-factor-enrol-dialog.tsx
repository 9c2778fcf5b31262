/**
 * 'Ativar verificação em duas etapas': the password, then the QR code (and the secret to type by hand)
 * for the authenticator app, a code from the app to confirm, and the recovery codes shown once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import {
  secretForTyping,
  type TwoFactorEnrolment,
  totpCodeSchema,
  twoFactorPasswordSchema,
} from '@shared/schemas/two-factor';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { meQuery } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { confirmEnrolment, startEnrolment } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] };

export function TwoFactorEnrolDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setStep({ kind: 'password' });
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width={520}>
        {step.kind === 'password' ? (
          <PasswordStep
            onCancel={() => close(false)}
            onDone={(enrolment) => setStep({ kind: 'scan', enrolment })}
          />
        ) : step.kind === 'scan' ? (
          <ScanStep
            enrolment={step.enrolment}
            onCancel={() => close(false)}
            onDone={() => setStep({ kind: 'codes', codes: step.enrolment.backupCodes })}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Verificação em duas etapas ativada</DialogTitle>
              <DialogDescription>
                A partir de agora, ao entrar, pediremos o código do aplicativo depois da senha.
              </DialogDescription>
            </DialogHeader>
            <RecoveryCodes codes={step.codes} email={email} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Concluir
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (e: TwoFactorEnrolment) => void;
}) {
  const { form, submit } = useKitForm({
    schema: twoFactorPasswordSchema,
    defaultValues: { password: '' },
    onSubmit: async (values) => onDone(await startEnrolment(values.password)),
  });
  return (
    <KitForm form={form} onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Ativar verificação em duas etapas</DialogTitle>
        <DialogDescription>
          Além da senha, você vai usar um código de 6 dígitos gerado por um aplicativo autenticador (Google
          Authenticator, Microsoft Authenticator, 1Password...). Para começar, confirme sua senha.
        </DialogDescription>
      </DialogHeader>
      <TextField name="password" label="Senha atual" type="password" autoComplete="current-password" />
      <FormMessage />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton pendingLabel="Confirmando...">Continuar</SubmitButton>
      </DialogFooter>
    </KitForm>
  );
}

function ScanStep({
  enrolment,
  onCancel,
  onDone,
}: {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const { form, submit } = useKitForm({
    schema: totpCodeSchema,
    defaultValues: { code: '' },
    onSubmit: async (values) => {
      await confirmEnrolment(values.code);
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      toast.success('Verificação em duas etapas ativada');
      onDone();
    },
  });
  const secret = secretForTyping(enrolment.totpURI);
  return (
    <KitForm form={form} onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Escaneie o QR code</DialogTitle>
        <DialogDescription>
          No aplicativo autenticador, adicione uma conta e escaneie o código. Sem câmera? Digite a chave
          abaixo.
        </DialogDescription>
      </DialogHeader>
      <div className="grid justify-items-center gap-3">
        <div
          role="img"
          aria-label="QR code para o aplicativo autenticador"
          className="size-44 rounded border bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr draws only rects from the server's otpauth URI.
          dangerouslySetInnerHTML={{ __html: renderSVG(enrolment.totpURI) }}
        />
        <p className="text-center text-sm">
          Chave para digitar:{' '}
          <code data-testid="totp-secret" className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">
            {secret}
          </code>
        </p>
      </div>
      <TextField
        name="code"
        label="Código de 6 dígitos do aplicativo"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      <FormMessage />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton pendingLabel="Confirmando...">Confirmar e ativar</SubmitButton>
      </DialogFooter>
    </KitForm>
  );
}
