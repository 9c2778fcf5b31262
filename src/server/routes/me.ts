import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** GET /api/me: the signed-in user, profile and roles (docs/product/users-and-roles.md); nulls and [] when signed out. */
export function meRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const viewer = c.get('viewer');
    return c.json({ user: viewer.user, profile: viewer.profile, roles: viewer.roles });
  });
}
