import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and safe links', () => {
    const html = renderMarkdown('## Título\n\n- um\n- dois\n\n**forte** e [site](https://coders.example)');
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<li>um</li>');
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain(
      '<a href="https://coders.example" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });

  it('keeps relative and mailto links without target', () => {
    const html = renderMarkdown('[avaliação](/questionario) [email](mailto:oi@coders.example)');
    expect(html).toContain('<a href="/questionario">avaliação</a>');
    expect(html).toContain('<a href="mailto:oi@coders.example">email</a>');
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nTexto <img src=x onerror=alert(1)> aqui');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript:, data: and obfuscated links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ]) {
      const html = renderMarkdown(`[clique](${href})`);
      expect(html).not.toMatch(/href=/);
      expect(html).toContain('clique');
    }
  });

  it('refuses unsafe image sources', () => {
    expect(renderMarkdown('![x](javascript:alert(1))')).not.toMatch(/<img/);
    expect(renderMarkdown('![capa](/api/uploads/abc)')).toContain('<img src="/api/uploads/abc" alt="capa"');
  });

  it('escapes attribute breakouts in titles', () => {
    const html = renderMarkdown('[a](https://x.example "t\\" onmouseover=\\"alert(1)")');
    // The quote stays escaped inside the title attribute, so no new attribute starts.
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://a.example', 'link', true],
    ['http://a.example', 'image', true],
    ['/blog/x', 'link', true],
    ['#secao', 'link', true],
    ['mailto:a@b.c', 'link', true],
    ['mailto:a@b.c', 'image', false],
    ['javascript:void(0)', 'link', false],
    [' javascript:void(0)', 'link', false],
    ['vbscript:x', 'link', false],
    ['data:image/png;base64,AAA', 'image', false],
    ['', 'link', false],
  ] as const)('%s as %s → %s', (url, kind, expected) => {
    expect(isSafeUrl(url, kind)).toBe(expected);
  });
});
