/** 'Ajustar pontuação' (art. 20, docs/product/privacy-lgpd.md): a person reviews the automatic score, with a reason. */
import { type FormEvent, useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useOverrideLeadScore } from '../api/lead-privacy';

export function ScoreOverrideButton({ leadId, score }: { leadId: string; score: number | null }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(String(score ?? 0));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const override = useOverrideLeadScore(leadId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number > 100) {
      setErrors({ score: 'Use um número inteiro de 0 a 100.' });
      return;
    }
    try {
      await override.mutateAsync({ score: number, reason });
      toast.success('Pontuação ajustada', 'O motivo fica registrado na auditoria.');
      setOpen(false);
      setReason('');
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else
        toast.error('Não foi possível ajustar', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        Ajustar pontuação
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Ajustar pontuação</DialogTitle>
            <DialogDescription>
              A pontuação automática é revista por uma pessoa. O motivo aparece nos motivos da pontuação e na
              auditoria.
            </DialogDescription>
          </DialogHeader>
          <form className="grid gap-3" onSubmit={(event) => void onSubmit(event)}>
            <Field label="Nova pontuação (0 a 100)" htmlFor={`score-${leadId}`} error={errors.score}>
              <Input
                id={`score-${leadId}`}
                inputMode="numeric"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </Field>
            <Field label="Motivo" htmlFor={`score-reason-${leadId}`} error={errors.reason}>
              <Textarea
                id={`score-reason-${leadId}`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={override.isPending}>
                Salvar ajuste
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
