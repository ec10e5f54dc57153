import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.table.ts', './src/lib/*/*.table.ts'],
  out: './src/db/migrations',
});
