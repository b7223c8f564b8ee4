// One PostgreSQL server and a migrated template for the run; each test file clones its own database.
export { setupTestDatabases as default } from '@trapline/db/test-database';
