/** Everyone in onboarding with their progress; adm starts one ('Iniciar onboarding') or removes one. */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ListStates } from '@web/components/data-table/table-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { useCan } from '@web/lib/use-can';
import { onboardingListQuery } from '../api/onboarding';
import { PersonRow } from './person-row';
import { StartOnboardingDialog } from './start-onboarding-dialog';

export function PeopleList() {
  const query = useQuery(onboardingListQuery);
  const canStart = useCan('POST', '/api/onboarding');
  const [starting, setStarting] = useState(false);
  const people = query.data ?? [];
  return (
    <div className="space-y-3">
      {canStart ? (
        <div className="flex justify-end">
          <Button onClick={() => setStarting(true)}>
            <Plus aria-hidden="true" />
            Iniciar onboarding
          </Button>
        </div>
      ) : null}
      <Card>
        <ListStates
          query={query}
          isEmpty={people.length === 0}
          errorText="Não foi possível carregar os onboardings."
          empty={
            <EmptyState
              title="Ninguém em onboarding"
              hint="Quem aceita um convite começa o onboarding sozinho."
            />
          }
        >
          <ul className="divide-y" aria-label="Pessoas em onboarding">
            {people.map((person) => (
              <PersonRow key={person.id} person={person} canRemove={canStart} />
            ))}
          </ul>
        </ListStates>
      </Card>
      <StartOnboardingDialog open={starting} onOpenChange={setStarting} />
    </div>
  );
}
