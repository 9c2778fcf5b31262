/** The duplicate screen: pairs of companies of one name; staff merge one into the other (confirmed). */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanyDuplicate } from '@shared/companies/schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { toast } from '@web/lib/toast';
import { duplicatesQuery, useMergeCompanies } from '../api/companies';

export function CompanyDuplicates({ canEdit }: { canEdit: boolean }) {
  const pairs = useQuery(duplicatesQuery());
  const merge = useMergeCompanies();
  const [pending, setPending] = useState<{ pair: CompanyDuplicate; keepA: boolean } | null>(null);
  if (pairs.isPending) return <p className="text-sm text-muted-foreground">Procurando empresas repetidas…</p>;
  if (!pairs.data?.length) return <p className="text-sm text-muted-foreground">Nenhuma empresa repetida.</p>;
  return (
    <section aria-label="Empresas possivelmente repetidas" className="space-y-2">
      <ul className="divide-y rounded-md border">
        {pairs.data.map((pair) => (
          <li
            key={`${pair.a.id}-${pair.b.id}`}
            className="flex flex-wrap items-center justify-between gap-2 p-3"
          >
            <span>
              <strong>{pair.a.name}</strong> ({pair.a.peopleCount}) e <strong>{pair.b.name}</strong> (
              {pair.b.peopleCount}) · Mesmo nome
            </span>
            {canEdit ? (
              <span className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setPending({ pair, keepA: true })}>
                  Manter {pair.a.name}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setPending({ pair, keepA: false })}>
                  Manter {pair.b.name}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {pending ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title="Mesclar empresas?"
          description={`As pessoas e os negócios de ${(pending.keepA ? pending.pair.b : pending.pair.a).name} passam para ${(pending.keepA ? pending.pair.a : pending.pair.b).name}, e a outra empresa é excluída.`}
          confirmLabel="Mesclar"
          onConfirm={async () => {
            const keep = pending.keepA ? pending.pair.a : pending.pair.b;
            const other = pending.keepA ? pending.pair.b : pending.pair.a;
            await merge.mutateAsync({ keepId: keep.id, mergeId: other.id });
            toast.success('Empresas mescladas');
            setPending(null);
          }}
        />
      ) : null}
    </section>
  );
}
