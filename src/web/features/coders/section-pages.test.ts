import { describe, expect, it } from 'vitest';
import { codersSections } from '@shared/catalog/coders';
import { sectionPages } from './section-pages';

describe('CODERS pages', () => {
  it('every page of the catalog has a real component, and nothing else is mapped', () => {
    const catalog = codersSections.flatMap((section) =>
      section.pages.map((page) => `${section.id}/${page.slug}`),
    );
    expect(Object.keys(sectionPages).sort()).toEqual([...catalog].sort());
    for (const key of catalog) expect(sectionPages[key]?.kind, key).toBe('page');
  });
});
