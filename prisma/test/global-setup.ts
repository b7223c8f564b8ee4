export { setupTestDatabases as default } from '../src/test-database.ts';
