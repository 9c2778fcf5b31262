/**
 * 'Possível duplicado' at the top of the lead drawer (decision 056): each open pair this lead is part
 * of, with the other lead and why, 'Comparar e mesclar' (the merge screen) and 'Não é duplicado'.
 */
import { CopyCheck } from 'lucide-react';
import { describeReasons } from '@shared/catalog/lead-identity';
import { formatPhone } from '@shared/format';
import type { LeadDuplicateFlag } from '@shared/schemas/lead-identity';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useDismissLeadDuplicate } from '../api/dismiss-lead-duplicate';

export function LeadDuplicateBanner({
  duplicates,
  onCompare,
}: {
  duplicates: LeadDuplicateFlag[];
  onCompare: (pairId: string) => void;
}) {
  const dismiss = useDismissLeadDuplicate();
  if (!duplicates.length) return null;

  async function notDuplicate(flag: LeadDuplicateFlag) {
    try {
      await dismiss.mutateAsync(flag.id);
      toast.success(
        'Marcado como não duplicado',
        `${flag.other.name} não será mais sugerido como duplicado.`,
      );
    } catch (error) {
      toast.error('Erro ao atualizar', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <section
      aria-labelledby="duplicate-banner-title"
      className="mx-6 mb-4 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="duplicate-banner-title" className="flex items-center gap-2 text-sm font-semibold">
        <CopyCheck className="size-4" aria-hidden="true" />
        Possível duplicado
      </h3>
      <ul className="grid gap-3">
        {duplicates.map((flag) => (
          <li key={flag.id} className="grid gap-2 text-sm">
            <p>
              <span className="font-medium">{flag.other.name}</span>
              <span className="text-amber-900">
                {' '}
                · {flag.other.email}
                {flag.other.phone ? ` · ${formatPhone(flag.other.phone)}` : ''}
              </span>
              <span className="block text-xs text-amber-900">Motivo: {describeReasons(flag.reasons)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => onCompare(flag.id)}>
                Comparar e mesclar
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="bg-background"
                disabled={dismiss.isPending}
                onClick={() => void notDuplicate(flag)}
              >
                Não é duplicado
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
