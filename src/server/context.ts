/** What every route can reach: the database, the settings, auth, and who is calling. */
import type { Auth } from '@server/auth/auth';
import type { Viewer } from '@server/auth/viewer';
import type { ChatProvider } from '@server/chat/types';
import type { Database, Db } from '@server/db/client';
import type { Logger } from '@server/lib/logger';
import type { Config } from './config';

export type AppDeps = {
  database: Database;
  db: Db;
  config: Config;
  auth: Auth;
  /** The chat assistant; built from the AI_* settings when absent (tests inject one). */
  chatProvider?: ChatProvider;
  /** JSON logs at LOG_LEVEL (lib/logger.ts); tests pass one writing to a buffer. */
  logger?: Logger;
};

export type AppEnv = {
  Variables: {
    viewer: Viewer;
    clientIp: string;
    /** This request's id (X-Request-Id) and a logger that stamps it on every line. */
    requestId: string;
    log: Logger;
  };
};

/** The viewer as an audit actor. */
export function actorOf(viewer: Viewer) {
  return viewer.user ? { id: viewer.user.id, email: viewer.user.email } : null;
}
