/**
 * Blog Markdown → HTML, safe without a DOM: raw HTML in the source is shown as text, and links and
 * images keep only safe protocols. The server renders public posts with it and the editor's preview
 * uses the same function (plus DOMPurify in the browser), so authors see what readers will see.
 */
import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'), so we do too.
const ignoredInUrl = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);
const compactUrl = (url: string) =>
  [...url].filter((char) => !ignoredInUrl(char.codePointAt(0) ?? 0)).join('');
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True for http(s), mailto (links only) and relative URLs; anything else (javascript:, data:, vbscript:) is refused. */
export function isSafeUrl(url: string, kind: 'link' | 'image' = 'link'): boolean {
  const compact = compactUrl(url);
  if (!compact) return false;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (!scheme) return !compact.startsWith('\\');
  if (scheme === 'http' || scheme === 'https') return true;
  return kind === 'link' && scheme === 'mailto';
}

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      if (!isSafeUrl(href, 'link')) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = isExternal(href) ? ' rel="noopener noreferrer nofollow" target="_blank"' : '';
      return `<a href="${escapeHtml(href.trim())}"${titleAttr}${rel}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeUrl(href, 'image')) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false }) as string;
}
