/**
 * Settings live in the `settings` table, one row per key (jsonb value); missing keys use the defaults.
 * Reads are cached for a few seconds per instance so hot paths (every page, every sign-in) stay cheap.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { settings } from '@server/db/schema';
import { readStoredPixKey } from '@shared/pix-key';
import { defaultSettings, type Settings, settingsSchema } from '@shared/schemas/settings';

const CACHE_MS = 3000;

const READ_AS_SAVED: Partial<Record<keyof Settings, (raw: string) => string>> = {
  pixKey: (raw) => readStoredPixKey(raw).key,
  pixReceiverName: (raw) => raw.trim(),
  pixCity: (raw) => raw.trim(),
};
const cache = new WeakMap<Db, { at: number; value: Settings }>();

export async function getSettings(db: Db): Promise<Settings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const value: Settings = { ...defaultSettings };
  for (const row of rows) {
    if (!(row.key in settingsSchema.shape)) continue;
    const key = row.key as keyof Settings;
    // A jsonb string such as "15" can come back from the driver as the number 15: read it as text.
    const raw =
      typeof row.value === 'number' && typeof defaultSettings[key] === 'string'
        ? String(row.value)
        : row.value;
    // The PIX receiver saved before its checks (issue 23) is read as it was, the key normalised when it
    // can be: invoices keep their PIX code, and Configurações flags what cannot be read.
    if (key in READ_AS_SAVED) {
      if (typeof raw === 'string') Object.assign(value, { [key]: READ_AS_SAVED[key]!(raw) });
      continue;
    }
    // One unreadable key falls back to its default instead of discarding every saved setting.
    const parsed = settingsSchema.shape[key].safeParse(raw);
    if (parsed.success) Object.assign(value, { [key]: parsed.data });
  }
  cache.set(db, { at: Date.now(), value });
  return value;
}

export async function saveSettings(
  db: Db,
  patch: Partial<Settings>,
  userId: string | null,
): Promise<Settings> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (entries.length) {
    await db
      .insert(settings)
      .values(entries.map(([key, value]) => ({ key, value, updatedBy: userId, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
  }
  cache.delete(db);
  return getSettings(db);
}

export function clearSettingsCache(db: Db) {
  cache.delete(db);
}
