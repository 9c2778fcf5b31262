import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * A second server with SMTP configured, for the journeys that send e-mail (tests/e2e/send-by-mail.spec.ts):
 * the main one has none, and journeys assert what a server without SMTP shows. Its SMTP server is the
 * journey's own, on 127.0.0.1:MAIL_SMTP_PORT, started by the journey.
 */
const MAIL_PORT = PORT + 1000;
const MAIL_SMTP_PORT = PORT + 1001;

/**
 * Debian's headless shell (package `chromium-headless-shell`) when installed: the same Chromium build as
 * `chromium`, without the full browser's window machinery that headless journeys never use (18 journeys:
 * 129 s with the full browser, 101 s with the shell, here; decision 061). Otherwise the full browser;
 * `CHROME_PATH` overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser journeys against the production build served by the real server on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One browser per core (CPU-bound: on two cores a third made no difference, 500 s vs 482 s), at most 4
  // against the one server.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(2, availableParallelism()))),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every journey cost a quarter of the run (482 s with, 355 s without):
    // CI records one when it retries a failure; locally, `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROME, args: ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/admin-settings\.spec\.ts/, /first-tap\.spec\.ts/],
    },
    // The first tap on a slowed phone is about when a real browser delivers a touch, so it runs in the
    // full browser: in the headless shell the menu's toggle landed after hydration in 3 of 5 tries
    // (2 in CI, 1 of 3 here), in the full browser never (0 of 8) (decision 061).
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: FULL_BROWSER, args: ARGS } },
      testMatch: /first-tap\.spec\.ts/,
    },
    // Settings flip maintenance mode for the whole server: run them alone, after everything else.
    {
      name: 'settings',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin-settings\.spec\.ts/,
      dependencies: ['chromium', 'phone'],
    },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${MAIL_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(MAIL_PORT),
        E2E_SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        E2E_SMTP_FROM: 'Coders <no-reply@coders.example>',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
