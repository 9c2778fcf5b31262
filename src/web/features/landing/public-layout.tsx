/** Layout of the public pages: fixed header, page, footer, scroll-to-top button and chat launcher. */
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ChatSlot } from '@web/components/chat-slot';
import { ScrollToTop } from '@web/components/scroll-to-top';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { useSpaLinks } from '@web/lib/use-spa-links';

export function Component() {
  useSpaLinks();
  // Marks the moment the page is interactive (hydrated or client-rendered): tests and monitoring wait on it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        Pular para o conteúdo
      </a>
      {/* Boundaries let the prerendered header, page and footer hydrate in small, interruptible steps. */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      {/* The header is fixed: 4rem on phones, 6.25rem (info bar + bar) from 768 px. */}
      <main id="conteudo" className="flex-1 pt-16 md:pt-[6.25rem]">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ScrollToTop />
      <ChatSlot />
    </div>
  );
}
