/** Pieces the CODERS parceiros pages share: the partner filter, the statement months, the percent text. */
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { allPartnersQuery } from '../api/partners';

/** The partner filter or field: every partner by name and code. */
export function PartnerSelect({
  id,
  value,
  onChange,
  label = 'Parceiro',
  allLabel = 'Todos os parceiros',
  required = false,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  allLabel?: string;
  required?: boolean;
  error?: string;
}) {
  const partners = useQuery(allPartnersQuery());
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={partners.isPending}
      >
        <option value="">{required ? 'Escolha o parceiro' : allLabel}</option>
        {(partners.data ?? []).map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.name} ({partner.code}){partner.status === 'inativo' ? ' — inativo' : ''}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'yyyy-MM' of today in São Paulo, and the last 12 months for a month filter. */
export function recentMonths(count = 12): { value: string; label: string }[] {
  const formatter = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const now = new Date();
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  let year = Number(parts.find((part) => part.type === 'year')!.value);
  let month = Number(parts.find((part) => part.type === 'month')!.value);
  const list: { value: string; label: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1));
    list.push({ value: `${year}-${String(month).padStart(2, '0')}`, label: formatter.format(date) });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return list;
}

/** 'novembro de 2026' → 'Novembro de 2026'. */
export function monthLabel(month: string): string {
  const [year, value] = month.split('-').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, value - 1, 1)),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const percentText = (value: string | null) =>
  value === null ? '-' : `${Number(value).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
