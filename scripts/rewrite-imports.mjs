#!/usr/bin/env node
/**
 * Rewrites relative imports that leave their unit to the `@shared/`, `@server/`, `@web/` aliases
 * (the rule is in ARCHITECTURE.md, "Import boundaries"). Idempotent: run it again after a merge.
 *
 *   node scripts/rewrite-imports.mjs            rewrite src, tests and scripts in place
 *   node scripts/rewrite-imports.mjs --check    list what would change, exit 1 if anything would
 *   --root <dir>                                 work on another tree (the boundary test uses a temp copy)
 *
 * After rewriting, Biome re-sorts and re-wraps the imports of the changed files (aliases after packages, see
 * `assist.actions.source.organizeImports` in biome.json); the rest of a formatted file is left as it is.
 *
 * A unit is a top-level folder of a layer (`src/server/leads/`, `src/web/components/`, `src/shared/catalog/`),
 * or one feature (`src/web/features/<name>/`); the files at a layer's root (`src/server/app.ts`) form
 * the layer's root unit. Outside src (tests/, scripts/) every import of src code uses the alias.
 * Imports inside one unit stay relative. Plain .mjs/.js files are skipped: Node
 * itself resolves them and knows no aliases.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const layers = ['shared', 'server', 'web'];
const sourceExt = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx']);

/** The layer and unit of a path relative to the repository root, or null outside src/<layer>. */
export function unitOf(repoPath) {
  const parts = repoPath.split('/');
  if (parts[0] !== 'src' || !layers.includes(parts[1])) return null;
  const layer = parts[1];
  const rest = parts.slice(2);
  if (rest.length <= 1) return { layer, unit: `${layer}/` };
  if (layer === 'web' && rest[0] === 'features') {
    return { layer, unit: `${layer}/features/${rest[1]}` };
  }
  return { layer, unit: `${layer}/${rest[0]}` };
}

/** The alias specifier for a relative specifier in `file` (repo-relative), or null to keep it. */
export function aliasFor(file, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  const to = unitOf(target);
  if (!to) return null;
  const from = unitOf(file);
  if (from && from.unit === to.unit) return null;
  return `@${to.layer}/${target.split('/').slice(2).join('/')}`;
}

// Specifiers in import/export ... from '...', import '...', import('...'), vi.mock('...'),
// vi.importActual('...'), typeof import('...').
const specifierPattern =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|importActual|importMock)\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

export function rewriteSource(file, text) {
  let count = 0;
  const out = text.replace(specifierPattern, (match, lead, quote, specifier) => {
    const aliased = aliasFor(file, specifier);
    if (!aliased) return match;
    count += 1;
    return `${lead}${quote}${aliased}${quote}`;
  });
  return { text: out, count };
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (sourceExt.has(extname(entry.name))) yield full;
  }
}

function main() {
  const check = process.argv.includes('--check');
  const rootAt = process.argv.indexOf('--root');
  const root = rootAt > 0 ? resolve(process.argv[rootAt + 1]) : repoRoot;
  const changed = [];
  let total = 0;
  for (const top of ['src', 'tests', 'scripts'].filter((name) => existsSync(join(root, name)))) {
    for (const full of walk(join(root, top))) {
      const file = relative(root, full).split(sep).join('/');
      if (['.mjs', '.js'].includes(extname(file))) continue;
      const before = readFileSync(full, 'utf8');
      const { text, count } = rewriteSource(file, before);
      if (count === 0) continue;
      changed.push(file);
      total += count;
      if (check) console.log(`${file}: ${count}`);
      else writeFileSync(full, text);
    }
  }
  if (!check && changed.length > 0) {
    const biome = join(repoRoot, 'node_modules/.bin/biome');
    const only = ['check', '--write', '--linter-enabled=false'];
    for (let i = 0; i < changed.length; i += 200) {
      execFileSync(biome, [...only, ...changed.slice(i, i + 200)], { cwd: root, stdio: 'ignore' });
    }
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${total} imports in ${changed.length} files`);
  if (check && total > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
