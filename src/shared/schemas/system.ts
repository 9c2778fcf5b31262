/** What the settings page shows about the running system: real checks, not static text. */
export type CheckStatus = 'ok' | 'warning' | 'error';

export type SecurityCheck = { id: string; label: string; status: CheckStatus; message: string };
export type SecurityReport = { checks: SecurityCheck[]; checkedAt: string; nextCheckAt: string };

export type DatabaseStatus = {
  online: boolean;
  driver: 'pglite' | 'postgres';
  latencyMs: number | null;
  sizeBytes: number | null;
  tables: { name: string; rows: number }[];
  checkedAt: string;
  message: string;
};
