// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, type Head, renderHeadTags, titleHtml, useHead } from './head';

afterEach(cleanup);

const head: Head = {
  title: 'Início | Coders',
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: 'Sites "rápidos" & <bonitos>' } },
    { tag: 'script', attrs: { type: 'application/ld+json' }, text: '{"name":"</script><b>"}' },
  ],
};

describe('renderHeadTags', () => {
  it('escapes attributes and keeps JSON from closing its script', () => {
    const html = renderHeadTags(head.tags ?? []);
    expect(html).toContain('content="Sites &quot;rápidos&quot; &amp; &lt;bonitos&gt;"');
    expect(html).toContain(
      '<script data-head type="application/ld+json">{"name":"\\u003c/script>\\u003cb>"}</script>',
    );
    expect(titleHtml('A & <B>')).toBe('<title>A &amp; &lt;B&gt;</title>');
  });
});

describe('useHead', () => {
  it('writes the tags and title on mount and removes them on unmount', () => {
    document.head.innerHTML = '<meta data-head name="description" content="velho">';
    const { unmount } = renderHook(() => useHead(head));
    expect(document.title).toBe('Início | Coders');
    const tags = document.head.querySelectorAll('[data-head]');
    expect(tags).toHaveLength(2);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'rápidos',
    );
    unmount();
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(0);
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});
