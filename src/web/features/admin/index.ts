/**
 * The admin feature's public surface: the only module other features may import from
 * features/admin (the boundary lint in biome.json rejects deeper imports). The CODERS area shows
 * some admin pages as they are; each entry loads that page's route module lazily, so importing
 * this index pulls no admin code into the caller's chunk.
 */
export const adminPages = {
  users: () => import('./users/users-route'),
  settings: () => import('./settings/settings-route'),
  leads: () => import('./leads/leads-route'),
};
