/**
 * The settings the public pages show, written into the prerendered HTML as the server serves it:
 * 'Email de Contato' and 'Email de Suporte' (the contact section's and the footer's links) on every page,
 * and 'Descrição do Site' on the home page.
 *
 * 'Descrição do Site' (settings) on the public site: the home page is prerendered at build time with
 * the description written in the code; once an admin saves a description of their own, the server
 * puts it in the home page's description, og:description and twitter:description as it serves the
 * HTML, so search engines and link previews show it. Other pages keep their own description (a post,
 * a platform). The default text ('Plataforma de gerenciamento empresarial') is a placeholder and is
 * not served.
 */

import type { Db } from '@server/db/client';
import type { HtmlTransform } from '@server/web-static';
import { defaultSettings } from '@shared/schemas/settings';
import { getSettings } from './settings';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function withSiteDescription(html: string, description: string): string {
  const content = escapeAttr(description);
  return html.replace(
    /(<meta\b[^>]*\b(?:name="description"|property="og:description"|name="twitter:description")[^>]*\bcontent=")[^"]*(")/g,
    `$1${content}$2`,
  );
}

/**
 * The build wrote the default addresses into the links that carry `data-contact-email` or
 * `data-support-email` (contact section, footer); inside each such link, the default becomes the saved
 * address. Only those links change, so the page the app hydrates matches what the components read
 * (components/site-emails.ts). An address is a valid e-mail (settings schema); it is escaped all the same.
 */
export function withSiteEmails(html: string, emails: { contact: string; support: string }): string {
  const swap = (input: string, kind: 'contact' | 'support', from: string, to: string) =>
    input.replace(new RegExp(`<a\\b[^>]*\\bdata-${kind}-email="[^"]*"[\\s\\S]*?</a>`, 'g'), (link) =>
      link.split(from).join(escapeAttr(to)),
    );
  const withContact = swap(html, 'contact', defaultSettings.contactEmail, emails.contact);
  return swap(withContact, 'support', defaultSettings.supportEmail, emails.support);
}

type PrivacyValues = { dpoName: string; dpoEmail: string; leadMonths: string; chatMonths: string };
const PRIVACY_DEFAULTS: PrivacyValues = {
  dpoName: defaultSettings.dpoName,
  dpoEmail: defaultSettings.dpoEmail,
  leadMonths: defaultSettings.retentionLeadMonths,
  chatMonths: defaultSettings.retentionChatMonths,
};

/**
 * The LGPD settings on /privacidade and /meus-dados (docs/product/privacy-lgpd.md): the build wrote the
 * defaults inside elements marked `data-privacy="<key>"` (web/features/privacy/privacy-settings.tsx);
 * inside each, the default becomes the saved value (text and mailto link alike).
 */
export function withPrivacySettings(html: string, values: PrivacyValues): string {
  let out = html;
  for (const key of Object.keys(values) as (keyof PrivacyValues)[]) {
    if (values[key] === PRIVACY_DEFAULTS[key]) continue;
    out = out.replace(
      new RegExp(`<(span|a)\\b[^>]*\\bdata-privacy="${key}"[^>]*>[^<]*</\\1>`, 'g'),
      (element) => element.split(PRIVACY_DEFAULTS[key]).join(escapeAttr(values[key])),
    );
  }
  return out;
}

export function siteMetaTransform(db: Db): HtmlTransform {
  return async (html, path) => {
    const { siteDescription, contactEmail, supportEmail, ...settings } = await getSettings(db);
    let out = html;
    if (html.includes('data-privacy=')) {
      out = withPrivacySettings(out, {
        dpoName: settings.dpoName,
        dpoEmail: settings.dpoEmail,
        leadMonths: settings.retentionLeadMonths,
        chatMonths: settings.retentionChatMonths,
      });
    }
    if (contactEmail !== defaultSettings.contactEmail || supportEmail !== defaultSettings.supportEmail) {
      out = withSiteEmails(out, { contact: contactEmail, support: supportEmail });
    }
    const home = path === '/' || path === '';
    if (home && siteDescription && siteDescription !== defaultSettings.siteDescription) {
      out = withSiteDescription(out, siteDescription);
    }
    return out === html ? null : out;
  };
}
