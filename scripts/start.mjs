#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server when the build is missing or older than the
 * sources, then runs the production server (migrates, seeds demo data into an empty embedded database outside production, serves).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const builtAt = Math.min(
  stamp(join(root, 'dist/web/index.html')),
  stamp(join(root, 'dist/server/main.js')),
  stamp(join(root, 'dist/server/db/pglite-worker.js')),
);
const sourcesAt = Math.max(
  newest(join(root, 'src')),
  newest(join(root, 'public')),
  stamp(join(root, 'index.html')),
  stamp(join(root, 'package-lock.json')),
);

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Construindo a aplicação (primeira vez)...' : 'Código alterado: reconstruindo...',
  );
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // Outside production (the default here) the embedded database gets the demo data (SEED_DEMO decides
  // otherwise); set NODE_ENV=production and BETTER_AUTH_SECRET to deploy.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
// A supervisor stops `npm start` by its PID: hand the signal to the server (which closes the database
// and its lock) instead of leaving it running on its own.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
