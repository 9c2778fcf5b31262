/** The lead's activity: notes and audited changes (status, owner, data), newest first, with who and when. */
import { History, MessageSquareText } from 'lucide-react';
import { leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDateTimeAt, formatPhone } from '@shared/format';
import type { LeadTimelineEntry, StaffMember } from '@shared/schemas/lead';

const fieldLabels: Record<string, string> = {
  name: 'Nome',
  email: 'Email',
  phone: 'Telefone',
  company: 'Empresa',
  serviceInterest: 'Interesse',
  message: 'Mensagem',
};

const statusLabel = (value: unknown) => statusBadge(leadStatuses, String(value ?? '')).label;

/** One line describing an audited change. */
export function describeChange(
  entry: Extract<LeadTimelineEntry, { kind: 'audit' }>,
  staff: readonly StaffMember[],
): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const ownerName = (id: unknown) =>
    id ? (staff.find((member) => member.id === id)?.name ?? 'outro membro da equipe') : 'ninguém';
  switch (entry.action) {
    case 'create':
      return ['Lead criado'];
    case 'delete':
      return ['Lead excluído'];
    case 'import':
      if (!entry.before) return ['Lead criado por importação de CSV'];
      break;
    // Decision 056: merges, other contacts and possible duplicates.
    case 'merge':
      return [`Mesclado com ${String(before.name ?? 'outro lead')}: o histórico dos dois ficou neste lead`];
    case 'merged_into':
      return [`${String(before.name ?? 'Um lead')} foi incorporado a este lead por mesclagem`];
    case 'contact_add':
      return [`Contato adicionado: ${String(after.email ?? formatPhone(String(after.phone ?? '')))}`];
    case 'contact_remove':
      return [`Contato removido: ${String(before.email ?? formatPhone(String(before.phone ?? '')))}`];
    case 'duplicate_dismissed':
      return ['Marcado como não duplicado de outro lead'];
  }
  const lines: string[] = [];
  if ('status' in after && before.status !== after.status) {
    lines.push(`Status alterado de ${statusLabel(before.status)} para ${statusLabel(after.status)}`);
  }
  if ('ownerId' in after && before.ownerId !== after.ownerId) {
    lines.push(`Responsável alterado para ${ownerName(after.ownerId)}`);
  }
  const changed = Object.keys(fieldLabels).filter(
    (key) => key in after && (before[key] ?? null) !== (after[key] ?? null),
  );
  if (changed.length) {
    lines.push(
      `${entry.action === 'import' ? 'Atualizado por importação de CSV' : 'Dados atualizados'}: ${changed
        .map((key) => fieldLabels[key])
        .join(', ')}`,
    );
  }
  if (!lines.length)
    lines.push(entry.action === 'import' ? 'Importação de CSV sem alterações' : 'Sem alterações');
  return lines;
}

export function LeadTimeline({
  entries,
  staff,
}: {
  entries: LeadTimelineEntry[];
  staff: readonly StaffMember[];
}) {
  if (!entries.length) return <p className="text-sm text-muted-foreground">Nenhuma atividade registrada.</p>;
  return (
    <ol className="relative grid gap-4 border-l pl-5">
      {entries.map((entry) => {
        const who = entry.actorName ?? entry.actorEmail ?? 'Sistema';
        const Icon = entry.kind === 'note' ? MessageSquareText : History;
        return (
          <li key={`${entry.kind}-${entry.id}`} className="relative">
            <span className="absolute -left-[1.95rem] top-0.5 flex size-5 items-center justify-center rounded-full border bg-background">
              <Icon className="size-3 text-muted-foreground" aria-hidden="true" />
            </span>
            {entry.kind === 'note' ? (
              <p className="whitespace-pre-wrap rounded-md bg-muted/60 p-2.5 text-sm">{entry.content}</p>
            ) : (
              describeChange(entry, staff).map((line) => (
                <p key={line} className="text-sm">
                  {line}
                </p>
              ))
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              {entry.kind === 'note' ? 'Nota de ' : 'Por '}
              {who} · {formatDateTimeAt(entry.at)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
