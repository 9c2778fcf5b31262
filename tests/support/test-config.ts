import { loadConfig } from '@server/config';

/** The configuration every test server uses (quiet logs, test mode, fixed demo password). */
export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: 'demo12345',
    PORT: '3999',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...overrides,
  });
}

export const SNAPSHOT_PATH = '.data-test/snapshot.tar.gz';
export const TEMPLATE_DB = 'coders_test_template';
