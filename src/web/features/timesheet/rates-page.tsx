/**
 * CODERS finance → Custo por hora (adm, financeiro; docs/product/tasks-and-timesheet.md): each
 * person's hourly cost. A project's bill rate and owner are set in its profitability.
 */
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '@web/components/data-table/table-states';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { ratesQuery } from './api/timesheet';
import { RateRow } from './components/rate-row';

export function RatesPage() {
  const query = useQuery(ratesQuery);
  const people = query.data?.people ?? [];
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        O custo por hora de cada pessoa é copiado para cada lançamento no momento em que é feito: mudar o
        valor aqui não altera horas já lançadas. O valor/hora faturável de cada projeto fica na rentabilidade
        do projeto.
      </p>
      <ListStates
        query={query}
        isEmpty={people.length === 0}
        errorText="Não foi possível carregar os custos por hora."
        empty={<EmptyState title="Ninguém na equipe" hint="Convide pessoas em Usuários." />}
      >
        <Card>
          <ul aria-label="Custo por hora" className="divide-y">
            {people.map((person) => (
              <RateRow key={person.id} person={person} />
            ))}
          </ul>
        </Card>
      </ListStates>
    </div>
  );
}

export default RatesPage;
