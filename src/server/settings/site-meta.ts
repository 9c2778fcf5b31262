/**
 * 'Descrição do Site' (settings) on the public site: the home page is prerendered at build time with
 * the description written in the code; once an admin saves a description of their own, the server
 * puts it in the home page's description, og:description and twitter:description as it serves the
 * HTML, so search engines and link previews show it. Other pages keep their own description (a post,
 * a platform). The default text ('Plataforma de gerenciamento empresarial') is a placeholder and is
 * not served.
 */
import { defaultSettings } from '../../shared/schemas/settings';
import type { Db } from '../db/client';
import type { HtmlTransform } from '../web-static';
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

export function siteMetaTransform(db: Db): HtmlTransform {
  return async (html, path) => {
    if (path !== '/' && path !== '') return null;
    const { siteDescription } = await getSettings(db);
    if (!siteDescription || siteDescription === defaultSettings.siteDescription) return null;
    return withSiteDescription(html, siteDescription);
  };
}
