import { describe, expect, it } from 'vitest';
import { isCoverImageUrl, postInputSchema, SLUG_MAX, slugify } from './post';

describe('slugify', () => {
  it('folds accents and makes kebab case', () => {
    expect(slugify('Ação & Reação: Marketing em 2026!')).toBe('acao-reacao-marketing-em-2026');
    expect(slugify('  Você já conhece o São João?  ')).toBe('voce-ja-conhece-o-sao-joao');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts long titles at a word boundary within the limit', () => {
    const slug = slugify('palavra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('palavra')).toBe(true);
  });
});

describe('postInputSchema', () => {
  it('accepts our uploads and http(s) covers only', () => {
    expect(isCoverImageUrl('/api/uploads/7994ac7b-1cb4-4d27-b1c0-4cc54cbb8215')).toBe(true);
    expect(isCoverImageUrl('https://cdn.exemplo.com.br/capa.png')).toBe(true);
    expect(isCoverImageUrl('javascript:alert(1)')).toBe(false);
    expect(isCoverImageUrl('/etc/passwd')).toBe(false);
  });

  it('validates the slug format and requires title and content', () => {
    const result = postInputSchema.safeParse({ title: '', slug: 'Não Pode', content: ' ' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toEqual({
      title: 'Título é obrigatório',
      slug: 'Use apenas letras minúsculas, números e hífens',
      content: 'Conteúdo é obrigatório',
    });
  });
});
