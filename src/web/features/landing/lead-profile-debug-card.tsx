import { Bug, X } from 'lucide-react';
import { useState } from 'react';
import { personalityLabel, type ScoreColor, scoreColor } from '@shared/lead-profile/score';
import type { ConversationStage, LeadProfile } from '@shared/lead-profile/types';

const stageLabels: Record<ConversationStage, string> = {
  greeting: 'Saudação',
  discovery: 'Descoberta',
  qualification: 'Qualificação',
  proposal: 'Proposta',
  closing: 'Fechamento',
};

const scoreClasses: Record<ScoreColor, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
};

/** Developer aid (docs/product/public-site.md): what the chat has inferred about the visitor so far. */
export default function LeadProfileDebugCard({ profile }: { profile: LeadProfile }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const rows: [string, string | undefined][] = [
    ['Nome', profile.name],
    ['Empresa', profile.company],
    ['Cargo', profile.role],
    ['Personalidade', profile.personality ? personalityLabel(profile.personality) : undefined],
    ['Orçamento', profile.budget],
    ['Prazo', profile.timeline],
    ['E-mail', profile.email],
    ['Telefone', profile.phone],
    ['Dores', profile.painPoints.length ? profile.painPoints.join(', ') : undefined],
    ['Etapa', stageLabels[profile.conversationStage] ?? profile.conversationStage],
  ];
  return (
    <aside
      aria-label="Perfil do lead (depuração)"
      className="fixed bottom-5 left-5 z-40 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-2xl"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Bug className="size-4 text-blue-700" aria-hidden="true" />
          Perfil do lead (depuração)
        </p>
        <button
          type="button"
          onClick={() => setHidden(true)}
          aria-label="Fechar perfil do lead"
          className="inline-flex size-7 cursor-pointer items-center justify-center rounded text-slate-500 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-2 flex items-center gap-2">
        Pontuação
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${scoreClasses[scoreColor(profile.leadScore)]}`}
        >
          {profile.leadScore}/100
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="truncate text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
