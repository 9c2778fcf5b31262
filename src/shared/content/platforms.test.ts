// biome-ignore lint/style/noRestrictedImports: tests may read the disk; shipped shared code may not.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filterPlatforms, getPlatform, platformAliases, platformCategories, platforms } from './platforms';
import type { PlatformCategory } from './types';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

const expectedIds = [
  'velozinvest-br',
  'wildgo',
  'famnet',
  'neurohabits',
  'harleyhub',
  'comprefast',
  'comprefast-construcao',
  'drbusiness',
  'licitaai',
  'looplive',
  'masterdeveloperpro',
];

const allCategories: PlatformCategory[] = [
  'Investimentos',
  'E-commerce',
  'Educação',
  'Gestão',
  'Marketing',
  'Comunidade',
  'Turismo',
  'Institucional',
  'Streaming',
];

describe('platforms', () => {
  it('has exactly the 11 platforms with unique ids', () => {
    expect(platforms).toHaveLength(11);
    const ids = platforms.map((p) => p.id);
    expect(new Set(ids).size).toBe(11);
    expect(ids).toEqual(expectedIds);
  });

  it('fills every field of every platform', () => {
    for (const p of platforms) {
      for (const key of ['id', 'name', 'tagline', 'description', 'url', 'category', 'image'] as const) {
        expect(p[key].trim(), `${p.id}.${key}`).not.toBe('');
      }
      expect(p.image).toBe(`/platforms/${p.id}.svg`);
      expect(allCategories).toContain(p.category);
      expect(p.features.length, `${p.id}.features`).toBeGreaterThanOrEqual(5);
      expect(p.technologies.length, `${p.id}.technologies`).toBeGreaterThanOrEqual(4);
      expect(p.targetAudience.length, `${p.id}.targetAudience`).toBeGreaterThanOrEqual(3);
      expect(p.useCases.length, `${p.id}.useCases`).toBeGreaterThanOrEqual(3);
      for (const item of [...p.features, ...p.technologies, ...p.targetAudience, ...p.useCases]) {
        expect(item.trim()).not.toBe('');
      }
      if (p.metrics) {
        for (const value of Object.values(p.metrics)) expect(value?.trim()).toBeTruthy();
      }
      expect(p.isActive).toBe(false);
    }
  });

  it('ships an image file for every platform', () => {
    for (const p of platforms) {
      expect(existsSync(`${publicDir}${p.image}`), p.image).toBe(true);
    }
  });
});

describe('platformCategories', () => {
  it('lists the 10 filter buttons in order', () => {
    expect(platformCategories).toEqual(['Todos', ...allCategories]);
    expect(platformCategories).toHaveLength(10);
  });
});

describe('filterPlatforms', () => {
  it("returns every platform for 'Todos'", () => {
    expect(filterPlatforms('Todos')).toHaveLength(11);
  });

  it('splits the platforms across the categories without loss', () => {
    const total = allCategories.reduce((sum, category) => {
      const found = filterPlatforms(category);
      for (const p of found) expect(p.category).toBe(category);
      return sum + found.length;
    }, 0);
    expect(total).toBe(11);
  });

  it('returns nothing for an unknown category', () => {
    expect(filterPlatforms('Inexistente')).toEqual([]);
  });
});

describe('getPlatform', () => {
  it('finds a platform by id or alias', () => {
    expect(getPlatform('wildgo')?.name).toBe('WildGo');
    expect(getPlatform('velozinvest')?.id).toBe('velozinvest-br');
    expect(platformAliases.velozinvest).toBe('velozinvest-br');
  });

  it('returns undefined for an unknown id', () => {
    expect(getPlatform('nao-existe')).toBeUndefined();
    expect(getPlatform('constructor')).toBeUndefined();
  });
});
