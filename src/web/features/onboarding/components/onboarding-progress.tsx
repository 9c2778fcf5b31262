/** A person's onboarding at a glance: contract type, start day, and how many activities are done. */
import { labelOf } from '@shared/catalog/entries';
import { formatDate } from '@shared/format';
import { contractTypes } from '@shared/onboarding/catalog';
import type { OnboardingSummary } from '@shared/onboarding/schemas';
import { ProgressBar } from '@web/components/ui/progress-bar';

export function OnboardingProgress({ detail }: { detail: OnboardingSummary }) {
  const value = detail.total ? detail.done / detail.total : 0;
  return (
    <div className="mt-2 grid gap-1">
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {labelOf(contractTypes, detail.contractType)} · início em {formatDate(detail.startDate)}
        </span>
        <strong data-testid="onboarding-progress">
          {detail.done} de {detail.total} concluídas
        </strong>
      </p>
      <ProgressBar value={value} label={`Progresso do onboarding de ${detail.name}`} />
    </div>
  );
}
