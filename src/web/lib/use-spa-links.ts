import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { releaseDeferredHydration } from './deferred-hydration';

/**
 * In-app navigation for the plain `<a href>` links of the public pages. React Router's `<Link>` runs
 * several hooks per link and the landing page has about sixty, which lengthened hydration on phones;
 * one document listener gives the same behaviour. Same-origin, same-tab, unmodified left clicks on
 * app routes navigate inside the app; new tabs, downloads, files, the API and in-page `#` jumps are
 * left to the browser, and so is any click a component already handled (`defaultPrevented`).
 */
export function useSpaLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (!href || href.startsWith('#')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      event.preventDefault();
      releaseDeferredHydration();
      // A jump to a section needs the real layout of the sections before it (styles.css, render-when-near).
      if (url.hash) document.documentElement.classList.add('render-all');
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
