/** One contract type's template: its activities by day, or (adm) the form that edits them. */
import { useState } from 'react';
import { labelOf } from '@shared/catalog/entries';
import {
  activityOwners,
  type ContractType,
  contractTypes,
  LGPD_TERM_TITLE,
} from '@shared/onboarding/catalog';
import type { OnboardingTemplate, TemplateActivity } from '@shared/onboarding/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ActivityTitle } from './activity-title';
import { TemplateForm } from './template-form';

/** A contract type without a saved template starts with the LGPD term alone. */
const TERM_ONLY: TemplateActivity[] = [
  { id: 'lgpd', kind: 'lgpd_term', title: LGPD_TERM_TITLE, ownerRole: 'new_person', dayOffset: 0 },
];

export function TemplateCard({
  contractType,
  template,
  canEdit,
}: {
  contractType: ContractType;
  template: OnboardingTemplate | null;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const label = labelOf(contractTypes, contractType);
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {label}{' '}
          {template ? <span className="font-normal text-muted-foreground">· {template.name}</span> : null}
        </h3>
        <div className="flex items-center gap-2">
          {template?.isDefault ? <Badge color="blue">Padrão dos convites</Badge> : null}
          {canEdit && !editing ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Editar modelo ${label}`}
            >
              Editar
            </Button>
          ) : null}
        </div>
      </div>
      {editing ? (
        <TemplateForm contractType={contractType} template={template} onDone={() => setEditing(false)} />
      ) : (
        <ol className="mt-3 grid gap-1 text-sm">
          {(template?.activities ?? TERM_ONLY).map((activity) => (
            <li key={activity.id} className="flex flex-wrap gap-x-2">
              <span className="w-14 shrink-0 text-muted-foreground tabular-nums">
                Dia {activity.dayOffset}
              </span>
              <span className="min-w-0 flex-1">
                <ActivityTitle kind={activity.kind} title={activity.title} />
              </span>
              <span className="text-xs text-muted-foreground">
                {labelOf(activityOwners, activity.ownerRole)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
