import { useState } from 'react';
import { type AccessLinkCreated, RESET_VALID_HOURS, type UserRow } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useCreateResetLink } from '../api/create-reset-link';
import { CopyLink } from './copy-link';

/** 'Redefinir Senha': asks first, then shows a one-time link for the person to choose a new password. */
export function ResetLinkDialog({
  user,
  onOpenChange,
}: {
  user: UserRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [created, setCreated] = useState<AccessLinkCreated | null>(null);
  const mutation = useCreateResetLink();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      mutation.reset();
    }
  };

  const generate = async () => {
    if (!user) return;
    try {
      setCreated(await mutation.mutateAsync(user.id));
    } catch (error) {
      toast.error('Erro ao gerar link', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={close}>
      <DialogContent width={500}>
        <DialogHeader>
          <DialogTitle>Redefinir Senha</DialogTitle>
          <DialogDescription>
            {created
              ? `Link de redefinição criado para ${user?.email}.`
              : `Gere um link de uso único para ${user?.email ?? ''} escolher uma nova senha. O link vale por ${RESET_VALID_HOURS} horas; um link anterior deixa de valer e, ao redefinir, as sessões abertas da pessoa são encerradas.`}
          </DialogDescription>
        </DialogHeader>
        {created && user ? (
          <CopyLink
            url={created.url}
            expiresAt={created.expiresAt}
            emailed={created.emailed}
            email={user.email}
          />
        ) : null}
        <DialogFooter>
          {created ? (
            <Button type="button" onClick={() => close(false)}>
              Concluir
            </Button>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancelar
              </Button>
              <Button type="button" onClick={generate} disabled={mutation.isPending}>
                {mutation.isPending ? 'Gerando...' : 'Gerar link'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
