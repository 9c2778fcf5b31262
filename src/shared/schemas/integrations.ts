/** GET /api/system/integrations: what the server runs with. Never a key, a password or a full URL. */
export type Integrations = {
  ai: { provider: 'local' | 'openai'; model: string | null; baseUrlHost: string | null };
  smtp: { configured: boolean; host: string | null; from: string };
  database: { driver: 'pglite' | 'postgres'; status: 'ok' | 'error'; latencyMs: number | null };
};
