/** CODERS comercial/empresas: the list, the duplicate screen, and the company page (`?empresa=<id>`). */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ActivitiesPanel } from '@web/features/activities';
import { useCan } from '@web/lib/use-can';
import { CompanyDetail } from './components/company-detail';
import { CompanyDialog } from './components/company-dialog';
import { CompanyDuplicates } from './components/company-duplicates';
import { CompanyList } from './components/company-list';

export default function CompaniesPage() {
  const [search, setSearch] = useSearchParams();
  const canEdit = useCan('POST', '/api/companies');
  const canPlan = useCan('GET', '/api/activities');
  const [creating, setCreating] = useState(false);
  const [tab, setTab] = useState<'lista' | 'repetidas'>('lista');
  const id = search.get('empresa');
  if (id)
    return (
      <CompanyDetail
        id={id}
        canEdit={canEdit}
        timelineExtras={canPlan ? <ActivitiesPanel subject={{ kind: 'company', id }} /> : null}
      />
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={tab === 'lista' ? 'default' : 'outline'}
          onClick={() => setTab('lista')}
          aria-pressed={tab === 'lista'}
        >
          Empresas
        </Button>
        <Button
          variant={tab === 'repetidas' ? 'default' : 'outline'}
          onClick={() => setTab('repetidas')}
          aria-pressed={tab === 'repetidas'}
        >
          Possíveis repetidas
        </Button>
        {canEdit ? <Button onClick={() => setCreating(true)}>Nova empresa</Button> : null}
      </div>
      {tab === 'lista' ? <CompanyList /> : <CompanyDuplicates canEdit={canEdit} />}
      {creating ? (
        <CompanyDialog
          company={null}
          open
          onOpenChange={setCreating}
          onSaved={(company) => setSearch({ empresa: company.id })}
        />
      ) : null}
    </div>
  );
}
