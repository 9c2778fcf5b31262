/** The onboarding template of each contract type (adm edits them). */
import { useQuery } from '@tanstack/react-query';
import { contractTypes } from '@shared/onboarding/catalog';
import { ListStates } from '@web/components/data-table/table-states';
import { useCan } from '@web/lib/use-can';
import { templatesQuery } from '../api/onboarding';
import { TemplateCard } from './template-card';

export function TemplatesList() {
  const query = useQuery(templatesQuery);
  const canEdit = useCan('PUT', '/api/onboarding/templates/clt');
  const templates = query.data ?? [];
  return (
    <ListStates query={query} isEmpty={false} errorText="Não foi possível carregar os modelos." empty={null}>
      <div className="grid gap-4 lg:grid-cols-2">
        {contractTypes.map((type) => (
          <TemplateCard
            key={type.value}
            contractType={type.value}
            template={templates.find((t) => t.contractType === type.value) ?? null}
            canEdit={canEdit}
          />
        ))}
      </div>
    </ListStates>
  );
}
