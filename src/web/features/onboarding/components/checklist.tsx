/** A person's checklist, in due-date order; an open activity past its day is flagged 'Atrasada'. */
import { saoPauloDay } from '@shared/format';
import type { OnboardingDetail } from '@shared/onboarding/schemas';
import { ActivityRow } from './activity-row';

export function Checklist({ detail }: { detail: OnboardingDetail }) {
  const today = saoPauloDay();
  return (
    <ul className="mt-4 divide-y rounded-md border" aria-label={`Checklist de ${detail.name}`}>
      {detail.activities.map((activity) => (
        <ActivityRow
          key={activity.id}
          activity={activity}
          overdue={!activity.completedAt && activity.dueDate < today}
        />
      ))}
    </ul>
  );
}
