/**
 * The import boundaries hold: each rule in biome.json rejects a planted violation, and the allowed
 * imports pass. Every case lints a file in a temp copy (biome.json + a tiny src tree), never the
 * working tree. The alias rewrite (scripts/rewrite-imports.mjs) is checked the same way.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');

const SHARED = 'shared imports nothing of ours';
const WEB_SERVER = "web imports from server only `import type { AppType } from '@server/app'`";
const FEATURE_INDEX = 'a feature uses another feature only through its public index';
const LEAVES_FEATURE = 'this relative import leaves its feature folder';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** Lints one planted file with the project's boundary rule only; its exit status and output. */
function lint(path: string, source: string) {
  write(path, source);
  try {
    const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--max-diagnostics=50', path], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(join(dir, path));
  }
}

describe('boundary lint (biome.json noRestrictedImports)', () => {
  const violations: [string, string, string, string][] = [
    ['shared → web (alias)', 'src/shared/catalog/probe.ts', "import { api } from '@web/lib/api';", SHARED],
    [
      'shared → web (relative)',
      'src/shared/catalog/probe.ts',
      "import { api } from '../../web/lib/api';",
      SHARED,
    ],
    ['shared → server (alias)', 'src/shared/probe.ts', "import { db } from '@server/db/client';", SHARED],
    [
      'shared → server (relative)',
      'src/shared/probe.ts',
      "import { db } from '../server/db/client';",
      SHARED,
    ],
    [
      'shared → server (relative, deeper)',
      'src/shared/lead-profile/deep/probe.ts',
      "import type { AppType } from '../../../server/app';",
      SHARED,
    ],
    [
      'shared → anything outside src/shared (relative)',
      'src/shared/catalog/probe.ts',
      "import { db } from '../../../tests/support/test-app';",
      SHARED,
    ],
    [
      'web → server value import (alias)',
      'src/web/lib/probe.ts',
      "import { createApp } from '@server/app';",
      WEB_SERVER,
    ],
    [
      'web → server module other than app (alias)',
      'src/web/features/coders/pages/probe.ts',
      "import type { Database } from '@server/db/client';",
      WEB_SERVER,
    ],
    [
      'web → server value import (relative)',
      'src/web/lib/probe.ts',
      "import { createApp } from '../../server/app';",
      WEB_SERVER,
    ],
    [
      'web → server type import (relative, deep)',
      'src/web/features/admin/leads/components/probe.ts',
      "import type { AppType } from '../../../../../server/app';",
      WEB_SERVER,
    ],
    [
      'feature → other feature route module (alias)',
      'src/web/features/coders/probe.ts',
      "import { Component } from '@web/features/admin/users/users-route';",
      FEATURE_INDEX,
    ],
    [
      'feature → other feature route module (relative)',
      'src/web/features/coders/probe.ts',
      "import { Component } from '../admin/users/users-route';",
      LEAVES_FEATURE,
    ],
    [
      'feature → other feature internals (relative, from a sub-folder)',
      'src/web/features/coders/pages/probe.ts',
      "import { LeadsTable } from '../../admin/leads/components/leads-table';",
      LEAVES_FEATURE,
    ],
  ];

  it.each(violations)('rejects %s', (_name, path, source, message) => {
    const { status, output } = lint(path, `${source}\nexport const probe = 1;\n`);
    expect(status).not.toBe(0);
    expect(output).toContain(message);
  });

  const allowed: [string, string, string][] = [
    ['shared → a package', 'src/shared/catalog/probe.ts', "import { z } from 'zod';"],
    ['shared → shared (relative)', 'src/shared/catalog/probe.ts', "import { x } from '../format';"],
    ['web → the AppType type', 'src/web/lib/probe.ts', "import type { AppType } from '@server/app';"],
    [
      'web → a package path named server',
      'src/web/probe.ts',
      "import { renderToString } from 'react-dom/server';",
    ],
    [
      'feature → another feature’s index',
      'src/web/features/coders/probe.ts',
      "import { adminPages } from '@web/features/admin';",
    ],
    [
      'feature → its own folders',
      'src/web/features/coders/pages/probe.ts',
      "import { x } from '../api/get-stats';",
    ],
    [
      'feature → shared web code',
      'src/web/features/coders/pages/probe.ts',
      "import { x } from '@web/components/ui/button';",
    ],
    [
      'router → a feature route module',
      'src/web/app/probe.ts',
      "import { x } from '@web/features/admin/users/users-route';",
    ],
  ];

  it.each(allowed)('allows %s', (_name, path, source) => {
    const { status, output } = lint(path, `${source}\nexport const probe = 1;\n`);
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });

  it('passes on the real tree', () => {
    const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', 'src'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(`${run.stdout}${run.stderr}`).not.toContain('noRestrictedImports');
    expect(run.status).toBe(0);
  });
});

describe('alias rewrite (scripts/rewrite-imports.mjs)', () => {
  const rewrite = (...args: string[]) =>
    spawnSync(process.execPath, [join(repo, 'scripts/rewrite-imports.mjs'), '--root', dir, ...args], {
      encoding: 'utf8',
    });

  it('rewrites imports that leave their unit, keeps the ones inside it, and is idempotent', () => {
    write(
      'src/web/features/coders/pages/page.tsx',
      [
        "import { a } from '../api/get-stats';",
        "import { b } from '../../../components/ui/button';",
        "import { c } from '../../../../shared/format';",
        "import { d } from './sibling';",
        "vi.mock('../../../lib/api');",
        'export const all = [a, b, c, d];',
        '',
      ].join('\n'),
    );
    write(
      'tests/integration/x.test.ts',
      // The path is kept out of a `from '../..'` literal, or the rewrite would rewrite this very line.
      `import { createApp } from '${'../../'}src/server/app';\nexport { createApp };\n`,
    );
    try {
      expect(rewrite('--check').status).toBe(1);
      expect(rewrite().stdout).toContain('rewrote 4 imports in 2 files');
      const page = readFileSync(join(dir, 'src/web/features/coders/pages/page.tsx'), 'utf8');
      expect(page).toContain("from '../api/get-stats'");
      expect(page).toContain("from './sibling'");
      expect(page).toContain("from '@web/components/ui/button'");
      expect(page).toContain("from '@shared/format'");
      expect(page).toContain("vi.mock('@web/lib/api')");
      expect(readFileSync(join(dir, 'tests/integration/x.test.ts'), 'utf8')).toContain("from '@server/app'");
      expect(rewrite().stdout).toContain('rewrote 0 imports in 0 files');
    } finally {
      rmSync(join(dir, 'src'), { recursive: true, force: true });
      rmSync(join(dir, 'tests'), { recursive: true, force: true });
    }
  });

  it('finds nothing left to rewrite in the real tree', () => {
    const run = spawnSync(process.execPath, [join(repo, 'scripts/rewrite-imports.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('would rewrite 0 imports');
    expect(run.status).toBe(0);
  });
});
