/** An activity's title, with the lock of the LGPD term that every checklist carries. */
import { Lock } from 'lucide-react';
import type { ActivityKind } from '@shared/onboarding/catalog';

export function ActivityTitle({ kind, title }: { kind: ActivityKind; title: string }) {
  return (
    <>
      {kind === 'lgpd_term' ? <Lock className="mr-1 inline size-3.5" aria-label="Obrigatório" /> : null}
      {title}
    </>
  );
}
