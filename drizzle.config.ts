import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The core tables, the not-yet-moved module files, and each module's own schema.ts (DESIGN.md §3).
  schema: ['./src/server/db/schema.ts', './src/server/db/schema-*.ts', './src/server/*/schema.ts'],
  out: './drizzle',
});
