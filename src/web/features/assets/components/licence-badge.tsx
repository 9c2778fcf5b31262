/** 'Licença vencida em …' / 'Licença vence em …' on an asset whose licence has expired or expires soon. */
import type { LicenceState } from '@shared/assets/rules';
import { formatDate } from '@shared/format';
import { Badge } from '@web/components/ui/badge';

export function LicenceBadge({ state, date }: { state: LicenceState; date: string | null }) {
  if (state === 'expired')
    return (
      <Badge color="red" className="whitespace-normal">
        Licença vencida em {formatDate(date)}
      </Badge>
    );
  if (state === 'soon')
    return (
      <Badge color="amber" className="whitespace-normal">
        Licença vence em {formatDate(date)}
      </Badge>
    );
  return null;
}
