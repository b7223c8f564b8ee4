// Prisma CLI configuration (Prisma 7 reads the database URL from here, not from the schema).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations', seed: 'node --import tsx seed/index.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/trapline' },
});
