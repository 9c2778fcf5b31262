/**
 * Shows blog HTML produced by shared/markdown (already safe: raw HTML escaped, unsafe links dropped),
 * passed once more through DOMPurify in the browser as a second line of defence.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '@web/lib/cn';

const PROSE = [
  'text-base leading-7 text-foreground break-words',
  '[&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-8 [&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_th]:border [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:p-2',
  '[&>*:first-child]:mt-0',
].join(' ');

export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], USE_PROFILES: { html: true } });
}

export function MarkdownContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (shared/markdown and DOMPurify)
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
