import { useEffect, useState } from 'react';
import { ArrowUp } from './icons';

/** docs/product/public-site.md: the floating button appears after more than 300 px of scroll. */
export const SCROLL_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Voltar ao topo da página"
      data-floating=""
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-5 bottom-24 z-40 inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-slate-900/90 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-blue-700"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
