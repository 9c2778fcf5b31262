/**
 * Route head tags that must exist in the prerendered HTML (for crawlers and link previews) and stay
 * correct on client navigation. The prerender writes them with `data-head`; the page's effect
 * rewrites them on mount and removes them on unmount, so other pages never carry them.
 */
import { useEffect } from 'react';

export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

export type Head = { title?: string; tags?: HeadTag[] };

export const DEFAULT_TITLE = 'Coders';
const MARK = 'data-head';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script> must not be able to close the tag. */
export const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** HTML for the prerendered <head> (the title is written separately into the existing <title>). */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((item) => {
      const attrs = Object.entries(item.attrs)
        .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
        .join('');
      if (item.tag === 'script') return `<script ${MARK}${attrs}>${escapeScriptJson(item.text)}</script>`;
      return `<${item.tag} ${MARK}${attrs}>`;
    })
    .join('\n    ');
}

export function titleHtml(title: string): string {
  return `<title>${escapeText(title)}</title>`;
}

/** Keeps the document head in step with the page on the client. */
export function useHead(head: Head) {
  const { title, tags } = head;
  useEffect(() => {
    if (title) document.title = title;
    for (const old of document.head.querySelectorAll(`[${MARK}]`)) old.remove();
    for (const item of tags ?? []) {
      const element = document.createElement(item.tag);
      element.setAttribute(MARK, '');
      for (const [key, value] of Object.entries(item.attrs)) element.setAttribute(key, value);
      if (item.tag === 'script') element.textContent = item.text;
      document.head.append(element);
    }
    return () => {
      for (const old of document.head.querySelectorAll(`[${MARK}]`)) old.remove();
      if (title) document.title = DEFAULT_TITLE;
    };
  }, [title, tags]);
}
