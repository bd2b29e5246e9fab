import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Every schema module of the folder (index.ts re-exports most; a table only the collection store
  // reads, ADR 068, needs no line there): drizzle-kit counts each table once.
  schema: './app/.server/db/schema/*.ts',
  out: './drizzle',
})
