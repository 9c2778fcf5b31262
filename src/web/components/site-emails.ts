/**
 * The public e-mails ('Email de Contato' and 'Email de Suporte' in the settings) shown in the contact
 * section and the footer. The prerendered pages are built with the default addresses; the server writes
 * the saved ones into the HTML as it serves it (server/settings/site-meta.ts), so the first paint is
 * already right and hydration reads the same value from the page. A page reached by client navigation
 * (no server HTML) asks /api/public/settings.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
// The defaults come from the site's content, not the settings schema: zod schemas must not be built
// in the public chunk before main.tsx switches zod's eval probe off (CSP, decision 011).
import { site } from '@shared/content/site';
import { publicSettingsQuery } from '@web/lib/public-settings';

export type SiteEmails = { contact: string; support: string };

const DEFAULTS: SiteEmails = { contact: site.email, support: site.supportEmail };

/** What the server wrote into the page, or null when nothing on the page carries it. */
function readFromPage(): SiteEmails | null {
  if (typeof document === 'undefined') return DEFAULTS;
  const contact = document.querySelector('[data-contact-email]')?.getAttribute('data-contact-email');
  const support = document.querySelector('[data-support-email]')?.getAttribute('data-support-email');
  return contact && support ? { contact, support } : null;
}

export function useSiteEmails(): SiteEmails {
  const [fromPage] = useState(readFromPage);
  const query = useQuery({ ...publicSettingsQuery, enabled: fromPage === null });
  if (fromPage) return fromPage;
  return query.data ? { contact: query.data.contactEmail, support: query.data.supportEmail } : DEFAULTS;
}
