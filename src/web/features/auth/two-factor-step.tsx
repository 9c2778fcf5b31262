/**
 * The sign-in's second step (decision 064): the 6-digit code of the authenticator app, or one recovery
 * code. The password step left only a 10-minute challenge cookie; the session starts here. When the
 * challenge is spent (expired, 5 wrong codes) the person starts over from the password.
 */
import { useEffect, useState } from 'react';
import { recoveryCodeSchema, totpCodeSchema } from '@shared/schemas/two-factor';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { ApiError, api } from '@web/lib/api';

const START_OVER = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

export function TwoFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: () => Promise<void> | void;
  /** Back to e-mail and password, with the reason when the challenge ended. */
  onStartOver: (message: string | null) => void;
}) {
  const [mode, setMode] = useState<'totp' | 'recovery'>('totp');
  return mode === 'totp' ? (
    <CodeForm
      key="totp"
      kind="totp"
      onSignedIn={onSignedIn}
      onStartOver={onStartOver}
      onSwitch={() => setMode('recovery')}
    />
  ) : (
    <CodeForm
      key="recovery"
      kind="recovery"
      onSignedIn={onSignedIn}
      onStartOver={onStartOver}
      onSwitch={() => setMode('totp')}
    />
  );
}

function CodeForm({
  kind,
  onSignedIn,
  onStartOver,
  onSwitch,
}: {
  kind: 'totp' | 'recovery';
  onSignedIn: () => Promise<void> | void;
  onStartOver: (message: string | null) => void;
  onSwitch: () => void;
}) {
  const { form, submit } = useKitForm({
    schema: kind === 'totp' ? totpCodeSchema : recoveryCodeSchema,
    defaultValues: { code: '' },
    onSubmit: async (values: { code: string }) => {
      const path =
        kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
      try {
        await api.post(path, { code: values.code });
      } catch (error) {
        if (error instanceof ApiError && START_OVER.has(error.code)) {
          onStartOver(error.message);
          return;
        }
        if (error instanceof ApiError && error.status !== 429) {
          throw new ApiError(error.status, error.code, error.message, { code: error.message });
        }
        throw error;
      }
      await onSignedIn();
    },
  });
  // The code field takes the focus as the step (or the other kind of code) appears.
  useEffect(() => form.setFocus('code'), [form]);
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Verificação em duas etapas">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Verificação em duas etapas</h2>
        <p className="text-sm text-muted-foreground">
          {kind === 'totp'
            ? 'Digite o código de 6 dígitos do aplicativo autenticador.'
            : 'Digite um dos códigos de recuperação que você guardou. Cada código vale uma vez.'}
        </p>
      </div>
      {kind === 'totp' ? (
        <TextField
          name="code"
          label="Código do aplicativo"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      ) : (
        <TextField name="code" label="Código de recuperação" autoComplete="off" />
      )}
      <FormMessage />
      <SubmitButton className="w-full" pendingLabel="Verificando...">
        Verificar e entrar
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onSwitch}>
          {kind === 'totp' ? 'Usar um código de recuperação' : 'Usar o código do aplicativo'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => onStartOver(null)}>
          Voltar
        </Button>
      </div>
    </KitForm>
  );
}
