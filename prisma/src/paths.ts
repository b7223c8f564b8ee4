import { fileURLToPath } from 'node:url';

/** Folder of the database package (holds schema.prisma and migrations/). */
export const DB_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMA_PATH = fileURLToPath(new URL('../schema.prisma', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
/** The repository root (DATA_DIR defaults to <root>/.data). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
