/**
 * GET /api/system/integrations (adm, by access.ts): which AI provider, SMTP and database the server
 * runs with. Never a key, password or full URL: only the provider, model and hosts.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import type { Integrations } from '@shared/schemas/integrations';

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

export function integrationsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { config } = deps;
    // The chat uses an OpenAI-compatible API only when a key is set; otherwise the built-in assistant.
    const openai = Boolean(config.AI_API_KEY);
    const started = performance.now();
    let status: 'ok' | 'error' = 'ok';
    try {
      await deps.database.ping();
    } catch {
      status = 'error';
    }
    const body: Integrations = {
      ai: {
        provider: openai ? 'openai' : 'local',
        model: openai ? config.AI_MODEL : null,
        baseUrlHost: openai ? hostOf(config.AI_BASE_URL) : null,
      },
      smtp: { configured: Boolean(config.SMTP_URL), host: hostOf(config.SMTP_URL), from: config.SMTP_FROM },
      database: {
        driver: deps.database.driver,
        status,
        latencyMs: status === 'ok' ? Math.round(performance.now() - started) : null,
      },
    };
    return c.json(body);
  });
}
