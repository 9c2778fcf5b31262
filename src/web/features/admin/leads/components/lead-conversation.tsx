/**
 * Two sections of the lead drawer: the questionnaire answers (labelled, from profile.questionnaire)
 * and the chat transcript — every message of each conversation with the Agente Coder tied to the
 * lead, with who spoke and when.
 */
import { Bot, UserRound } from 'lucide-react';
import { questionnaireAnswerRows } from '@shared/content/questionnaire-answers';
import { formatDateTime } from '@shared/format';
import type { ChatTranscriptSession } from '@shared/schemas/lead';
import { cn } from '@web/lib/cn';

export function QuestionnaireAnswers({ answers }: { answers: unknown }) {
  const rows = questionnaireAnswerRows(answers);
  if (!rows.length) return null;
  return (
    <dl className="grid gap-1.5 text-sm" aria-label="Respostas do questionário">
      {rows.map((row) => (
        <div key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="break-words whitespace-pre-wrap">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ChatTranscript({ sessions }: { sessions: ChatTranscriptSession[] }) {
  return (
    <div className="grid gap-4">
      {sessions.map((session, index) => (
        <ol
          key={session.sessionId}
          className="grid gap-2"
          aria-label={sessions.length > 1 ? `Conversa ${index + 1}` : 'Conversa'}
        >
          {session.messages.map((message) => {
            const visitor = message.role === 'user';
            const speaker = visitor ? (session.visitorName ?? 'Visitante') : 'Agente Coder';
            return (
              <li key={message.id} className={cn('flex gap-2', visitor ? 'flex-row' : 'flex-row-reverse')}>
                <span
                  className={cn(
                    'mt-1 grid size-6 shrink-0 place-items-center rounded-full',
                    visitor ? 'bg-muted text-foreground' : 'bg-primary/10 text-primary',
                  )}
                  aria-hidden="true"
                >
                  {visitor ? <UserRound className="size-3.5" /> : <Bot className="size-3.5" />}
                </span>
                <div
                  className={cn(
                    'grid max-w-[85%] gap-1 rounded-lg px-3 py-2 text-sm',
                    visitor ? 'bg-muted' : 'bg-primary/5',
                  )}
                >
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{speaker}</span> ·{' '}
                    <time dateTime={message.at}>{formatDateTime(message.at)}</time>
                  </p>
                  <p className="break-words whitespace-pre-wrap">{message.content}</p>
                </div>
              </li>
            );
          })}
        </ol>
      ))}
    </div>
  );
}
