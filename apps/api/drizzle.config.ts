import { defineConfig } from 'drizzle-kit';

// drizzle-kit reads the tables from their files: each module's `*.table.ts` and the platform's
// (lib/accounts, lib/audit). modules/modules.test.ts checks that these are exactly the tables the
// modules of modules/index.ts declare, the ones a reset empties.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.table.ts', './src/lib/*/*.table.ts'],
  out: './src/db/migrations',
});
