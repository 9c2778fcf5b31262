/** One activity: kind, subject, due time (São Paulo), whose it is, late or done, and its actions. */
import { CalendarClock, Check } from 'lucide-react';
import { Link } from 'react-router';
import { activityKinds } from '@shared/activities/catalog';
import type { Activity } from '@shared/activities/schemas';
import { labelOf } from '@shared/catalog/entries';
import { pathFor } from '@shared/catalog/workspaces';
import { formatDateTimeAt } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useMe } from '@web/lib/session';
import { useCan } from '@web/lib/use-can';

const COMPANIES = '/coders/comercial/empresas';
const DEALS = '/coders/comercial/negocios';

export type ActivityActions = {
  onComplete: (activity: Activity) => void;
  onReschedule: (activity: Activity) => void;
};

export function ActivityItem({
  activity,
  showOwner,
  showSubject,
  onComplete,
  onReschedule,
}: { activity: Activity; showOwner: boolean; showSubject: boolean } & ActivityActions) {
  const { viewer } = useMe();
  const canOpenCompany = useCan('GET', '/api/companies');
  const canOpenDeal = useCan('GET', '/api/deals');
  const leadPath =
    showSubject && activity.leadId
      ? pathFor({ job: 'leads', params: { lead: activity.leadId } }, viewer)
      : null;
  const done = activity.doneAt !== null;
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge color={done ? 'green' : 'blue'}>{labelOf(activityKinds, activity.kind)}</Badge>
          <span className="font-medium break-words">{activity.title}</span>
          {activity.late ? <Badge color="red">Atrasada</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {done
            ? `Concluída em ${formatDateTimeAt(activity.doneAt)}`
            : `Vence ${formatDateTimeAt(activity.dueAt)}`}
          {showOwner && activity.ownerName ? ` · ${activity.ownerName}` : ''}
        </p>
        {showSubject && activity.leadName ? (
          <p className="text-sm">
            Lead:{' '}
            {leadPath ? (
              <Link className="underline underline-offset-2" to={leadPath}>
                {activity.leadName}
              </Link>
            ) : (
              activity.leadName
            )}
          </p>
        ) : null}
        {showSubject && activity.companyId && activity.companyName ? (
          <p className="text-sm">
            Empresa:{' '}
            {canOpenCompany ? (
              <Link
                className="underline underline-offset-2"
                to={`${COMPANIES}?empresa=${activity.companyId}`}
              >
                {activity.companyName}
              </Link>
            ) : (
              activity.companyName
            )}
          </p>
        ) : null}
        {showSubject && activity.dealId && activity.dealTitle ? (
          <p className="text-sm">
            Negócio:{' '}
            {canOpenDeal ? (
              <Link className="underline underline-offset-2" to={`${DEALS}?negocio=${activity.dealId}`}>
                {activity.dealTitle}
              </Link>
            ) : (
              activity.dealTitle
            )}
          </p>
        ) : null}
        {activity.notes ? <p className="text-sm whitespace-pre-line">{activity.notes}</p> : null}
        {activity.outcome ? (
          <p className="text-sm whitespace-pre-line">
            <span className="font-medium">Resultado:</span> {activity.outcome}
          </p>
        ) : null}
      </div>
      {done ? null : (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={() => onReschedule(activity)}>
            <CalendarClock aria-hidden="true" />
            Reagendar
            <span className="sr-only">: {activity.title}</span>
          </Button>
          <Button size="sm" onClick={() => onComplete(activity)}>
            <Check aria-hidden="true" />
            Concluir
            <span className="sr-only">: {activity.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
