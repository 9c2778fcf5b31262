/** The request card's dialogs (docs/product/privacy-lgpd.md): verify by phone, correct a lead, close with a reply. */
import { type FormEvent, useState } from 'react';
import type { PrivacyRequestItem } from '@shared/privacy/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { type PrivacyAction, usePrivacyAction } from '../api/privacy';

type DialogProps = { request: PrivacyRequestItem; open: boolean; onOpenChange: (open: boolean) => void };

/** Runs an action; a field error stays in the dialog, anything else is a toast. */
function useRun(onDone: () => void) {
  const action = usePrivacyAction();
  const [fieldError, setFieldError] = useState<string | null>(null);
  async function run(input: PrivacyAction, success: string) {
    setFieldError(null);
    try {
      const result = await action.mutateAsync(input);
      const emailed = typeof result === 'object' && 'emailed' in result ? result.emailed : undefined;
      toast.success(
        success,
        emailed === false ? 'SMTP desligado: a resposta não foi enviada por e-mail.' : undefined,
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setFieldError(Object.values(error.fields)[0] ?? error.message);
      else
        toast.error('Não foi possível concluir', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }
  return { run, fieldError, setFieldError, pending: action.isPending };
}

export function VerifyDialog({ request, open, onOpenChange }: DialogProps) {
  const [note, setNote] = useState('');
  const { run, fieldError, pending } = useRun(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
          <Field label="Como foi confirmado" htmlFor={`verify-${request.id}`} error={fieldError ?? undefined}>
            <Textarea
              id={`verify-${request.id}`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Ex.: liguei para o telefone do cadastro e a pessoa confirmou o pedido"
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              Confirmar verificação
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const CORRECTABLE = [
  ['name', 'Nome'],
  ['email', 'E-mail'],
  ['phone', 'Telefone'],
  ['company', 'Empresa'],
] as const;

export function CorrectDialog({ request, open, onOpenChange }: DialogProps) {
  const [leadId, setLeadId] = useState(request.leads[0]?.id ?? '');
  const [fields, setFields] = useState({ name: '', email: '', phone: '', company: '' });
  const { run, fieldError, setFieldError, pending } = useRun(() => onOpenChange(false));

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    if (!Object.keys(changed).length) {
      setFieldError('Preencha ao menos um campo a corrigir.');
      return;
    }
    void run({ kind: 'correct', id: request.id, leadId, fields: changed }, 'Dados corrigidos');
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Corrigir dados</DialogTitle>
          <DialogDescription>
            Preencha só o que muda. A alteração fica na auditoria, sem os valores.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit}>
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
          {CORRECTABLE.map(([key, text]) => (
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
            <Button type="submit" disabled={pending}>
              Salvar correção
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CloseDialog({ request, open, onOpenChange }: DialogProps) {
  const [reply, setReply] = useState('');
  const [outcome, setOutcome] = useState<'concluida' | 'recusada'>('concluida');
  const { run, fieldError, pending } = useRun(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
            <Button type="submit" disabled={pending}>
              Encerrar pedido
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
