import { useId, useState } from 'react';
import type { FaqEntry } from '../../../shared/content/types';
import { ChevronDown } from '../../components/icons';

/** docs/product/public-site.md: one answer open at a time; choosing the open question again closes it (all collapsed). */
export function FaqAccordion({ items }: { items: FaqEntry[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-pergunta-${index}`;
        const panelId = `${baseId}-resposta-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-900 hover:text-blue-800 md:px-6"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p className="px-5 pb-5 leading-relaxed text-slate-600 md:px-6">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
