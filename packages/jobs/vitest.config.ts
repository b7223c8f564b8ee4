import { defineConfig } from 'vitest/config';
import { databaseTests } from '../../vitest.database.ts';

export default defineConfig({ test: databaseTests });
