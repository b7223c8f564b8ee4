export { setupTestDatabases as default } from '@trapline/db/test-database';
