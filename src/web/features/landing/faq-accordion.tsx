import { type SyntheticEvent, useId } from 'react';
import type { FaqEntry } from '@shared/content/types';
import { ChevronDown } from '@web/components/icons';

/**
 * docs/product/public-site.md: one answer open at a time; choosing the open question again closes it (all collapsed).
 *
 * Native `<details>`/`<summary>` sharing one `name` (an exclusive accordion): the browser opens and
 * closes the answers itself, so a tap works the moment the prerendered page is painted, before any
 * script has run or while the app is still hydrating, and exactly once (React adds no click handler
 * that could toggle it a second time). The summary is exposed as an expandable button with its
 * expanded state; the answer is a region labelled by its question. `onToggle` closes the others in a
 * browser that does not know the `name` attribute yet (no-op where it does).
 */
export function FaqAccordion({ items }: { items: FaqEntry[] }) {
  const baseId = useId();
  const name = `faq${baseId}`;
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
      if (other !== opened && other.getAttribute('name') === name) other.open = false;
    }
  };
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const summaryId = `${baseId}-pergunta-${index}`;
        return (
          <details key={item.question} name={name} className="group" onToggle={closeOthers}>
            <summary
              id={summaryId}
              className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-900 hover:text-blue-800 md:px-6 [&::-webkit-details-marker]:hidden"
            >
              <h3>{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div role="region" aria-labelledby={summaryId}>
              <p className="px-5 pb-5 leading-relaxed text-slate-600 md:px-6">{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
