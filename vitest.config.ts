import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/boundaries/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file loads its own database snapshot; two workers suit this 2-core machine.
    maxWorkers: 2,
    // Worker threads instead of child processes: the same suite in 161 s instead of 252 s here
    // (each file still gets its own module graph and its own database).
    pool: 'threads',
  },
});
