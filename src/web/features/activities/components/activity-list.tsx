/** A list of activities with the 'Concluir' and 'Reagendar' dialogs (the page's groups and the panel). */
import { useState } from 'react';
import type { Activity } from '@shared/activities/schemas';
import { EmptyState } from '@web/components/ui/feedback';
import { ActivityItem } from './activity-item';
import { CompleteActivityDialog } from './complete-dialog';
import { RescheduleActivityDialog } from './reschedule-dialog';

export function ActivityList({
  items,
  empty,
  showOwner = false,
  showSubject = true,
  label,
}: {
  items: Activity[];
  empty: { title: string; hint?: string };
  showOwner?: boolean;
  showSubject?: boolean;
  /** The list's accessible name ('Hoje', 'Atividades do lead'). */
  label: string;
}) {
  const [completing, setCompleting] = useState<Activity | null>(null);
  const [rescheduling, setRescheduling] = useState<Activity | null>(null);
  if (!items.length) return <EmptyState title={empty.title} hint={empty.hint} />;
  return (
    <>
      <ul className="grid gap-2" aria-label={label}>
        {items.map((activity) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            showOwner={showOwner}
            showSubject={showSubject}
            onComplete={setCompleting}
            onReschedule={setRescheduling}
          />
        ))}
      </ul>
      <CompleteActivityDialog activity={completing} onClose={() => setCompleting(null)} />
      <RescheduleActivityDialog activity={rescheduling} onClose={() => setRescheduling(null)} />
    </>
  );
}
