/**
 * 'Mesclar leads' (decision 056, HubSpot/Pipedrive style): the two leads of a possible duplicate side
 * by side; staff pick each field from either one, see both histories, and confirm. The merge keeps
 * everything of both (notes, submissions, consents, appointments, chats, proposals, invoices,
 * projects…) in one lead, and the drawer opens on it. Opened from the drawer's 'Possível duplicado'
 * banner or the 'Duplicados' tab (?merge=<pair id>).
 */
import { useQuery } from '@tanstack/react-query';
import { Merge } from 'lucide-react';
import { useState } from 'react';
import { describeReasons } from '@shared/catalog/lead-identity';
import {
  MERGE_FIELDS,
  type MergeField,
  type MergePreview,
  type MergeSideChoice,
} from '@shared/schemas/lead-identity';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { mergePreviewQuery } from '../api/get-merge-preview';
import { useMergeLeads } from '../api/merge-leads';
import { MergeFieldPicker, MergeHistory } from './merge-field-picker';

export function LeadMergeDialog({
  pairId,
  onClose,
  onMerged,
}: {
  pairId: string | null;
  onClose: () => void;
  onMerged: (keptId: string) => void;
}) {
  return (
    <Dialog open={pairId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={880}>
        {pairId ? <MergeBody pairId={pairId} onClose={onClose} onMerged={onMerged} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Each field from the older lead, unless it is empty there and the newer one has it. */
function defaultChoices(preview: MergePreview): Record<MergeField, MergeSideChoice> {
  return Object.fromEntries(
    MERGE_FIELDS.map((field) => [
      field,
      !preview.keep.values[field] && preview.merge.values[field] ? 'merge' : 'keep',
    ]),
  ) as Record<MergeField, MergeSideChoice>;
}

function MergeBody({
  pairId,
  onClose,
  onMerged,
}: {
  pairId: string;
  onClose: () => void;
  onMerged: (keptId: string) => void;
}) {
  const query = useQuery(mergePreviewQuery(pairId));
  const preview = query.data;
  if (query.isPending) {
    return (
      <>
        <DialogTitle>Mesclar leads</DialogTitle>
        <DialogDescription className="sr-only">Carregando os dois leads</DialogDescription>
        <Spinner className="min-h-48" label="Carregando os dois leads..." />
      </>
    );
  }
  if (!preview) {
    return (
      <div className="grid gap-3">
        <DialogTitle>Mesclar leads</DialogTitle>
        <DialogDescription>
          {query.error?.message ?? 'Estes leads não estão mais disponíveis para mesclar.'}
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return <MergeForm key={pairId} preview={preview} onClose={onClose} onMerged={onMerged} />;
}

function MergeForm({
  preview,
  onClose,
  onMerged,
}: {
  preview: MergePreview;
  onClose: () => void;
  onMerged: (keptId: string) => void;
}) {
  const merge = useMergeLeads();
  const [choices, setChoices] = useState(() => defaultChoices(preview));
  const [confirming, setConfirming] = useState(false);
  const name = (choices.name === 'merge' ? preview.merge : preview.keep).values.name;

  async function submit() {
    try {
      const result = await merge.mutateAsync({
        keepId: preview.keep.id,
        mergeId: preview.merge.id,
        fields: choices,
      });
      toast.success('Leads mesclados', 'O histórico dos dois leads agora está em um só.');
      onMerged(result.keptId);
    } catch (error) {
      toast.error('Não foi possível mesclar', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>Mesclar leads</DialogTitle>
        <DialogDescription>
          Possível duplicado por {describeReasons(preview.pair.reasons)}. Escolha de qual lead vem cada campo:
          o histórico dos dois (anotações, envios, consentimentos, agendamentos, conversas, propostas, faturas
          e projetos) fica no lead mesclado, e o e-mail e o telefone não escolhidos ficam em Outros contatos.
        </DialogDescription>
      </DialogHeader>

      <MergeFieldPicker
        sides={preview}
        choices={choices}
        onChoose={(field, side) => setChoices((current) => ({ ...current, [field]: side }))}
      />

      <section className="grid gap-2" aria-labelledby="merge-history-title">
        <h3 id="merge-history-title" className="text-sm font-semibold">
          Histórico que será reunido
        </h3>
        <MergeHistory sides={preview} />
      </section>

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={merge.isPending}>
          Cancelar
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={merge.isPending}>
          <Merge aria-hidden="true" />
          {merge.isPending ? 'Mesclando...' : 'Mesclar leads'}
        </Button>
      </DialogFooter>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Mesclar os dois leads?"
        description={`${preview.keep.values.name} e ${preview.merge.values.name} viram um só lead, ${name}, com os campos escolhidos e o histórico dos dois. Não é possível desfazer.`}
        confirmLabel="Mesclar leads"
        destructive={false}
        onConfirm={() => void submit()}
      />
    </>
  );
}
