/** 'Etapa X de N', a progress bar for assistive tech and the list of steps. */
import { cn } from '@web/lib/cn';

export function QuestionnaireProgress({ step, titles }: { step: number; titles: readonly string[] }) {
  const total = titles.length;
  const current = step + 1;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-primary">
          Etapa {current} de {total}
        </p>
        <p className="text-muted-foreground">{Math.round((current / total) * 100)}% concluído</p>
      </div>
      <div
        role="progressbar"
        aria-label="Progresso do questionário"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Etapa ${current} de ${total}: ${titles[step]}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
      <ol className="hidden grid-cols-5 gap-2 text-xs sm:grid" aria-label="Etapas">
        {titles.map((title, index) => (
          <li
            key={title}
            aria-current={index === step ? 'step' : undefined}
            className={cn(
              'truncate',
              index === step ? 'font-semibold text-foreground' : 'text-muted-foreground',
              index < step && 'text-primary',
            )}
          >
            {title}
          </li>
        ))}
      </ol>
    </div>
  );
}
