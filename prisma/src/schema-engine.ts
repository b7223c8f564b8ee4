// Prisma's schema engine compiled to WebAssembly, driven through the node-postgres adapter.
// It needs no native binary, so migrations can be created and applied on machines where
// Prisma cannot download its engines; the history it writes (`_prisma_migrations`, sha256
// checksums) is the one `prisma migrate deploy` reads, so both tools share it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';

type SchemaEngine = engineBindings.SchemaEngine;

let initialised: Promise<void> | undefined;

/** The engine reports a Rust panic's message here before it aborts; kept to explain the failure. */
let lastPanic: string | null = null;
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (message: string) => {
    lastPanic = message;
  },
};

export function lastEnginePanic(): string | null {
  return lastPanic;
}

async function loadWasm(): Promise<void> {
  const jsPath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bytes = await readFile(jsPath.replace(/\.js$/, '.wasm'));
  // Node's WebAssembly global is not in the type libraries this package compiles with.
  const wasm = (globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: object } }> } })
    .WebAssembly;
  const { instance } = await wasm.instantiate(bytes, { './schema_engine_bg.js': withUnrefTimers(engineBindings) });
  engineBindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
}

/**
 * The engine arms timeouts (such as the ten-second migration-lock wait) and never clears them,
 * so a process that used it would linger until they fire. Its timers are unreferenced instead:
 * open database connections keep the process alive while the engine still works.
 */
function withUnrefTimers(bindings: object): object {
  const imports: Record<string, unknown> = { ...bindings };
  for (const name of Object.keys(imports)) {
    if (!name.startsWith('__wbg_setTimeout_')) continue;
    imports[name] = (callback: () => void, ms: number) => {
      const timer = setTimeout(callback, ms >>> 0);
      timer.unref();
      return timer;
    };
  }
  return imports;
}

/** Connection fields of a postgres URL, given separately so the shadow database gets its own name. */
export function connectionConfig(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    host: decodeURIComponent(url.hostname) || 'localhost',
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username) || 'postgres',
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
  };
}

/** Runs `work` with a schema engine connected to the database; always frees it. */
export async function withSchemaEngine<T>(databaseUrl: string, schema: string | null, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  initialised ??= loadWasm();
  await initialised;
  // A name of its own marks this run's sessions, so the ones the engine leaves open can be ended.
  const applicationName = `trapline-schema-engine-${randomUUID().slice(0, 8)}`;
  const factory = new TrackedPgFactory({ ...connectionConfig(databaseUrl), application_name: applicationName });
  const datamodels: [string, string][] | undefined = schema === null ? undefined : [['schema.prisma', schema]];
  const engine = await engineBindings.SchemaEngine.new({ datamodels }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await work(engine);
  } catch (error) {
    if (lastPanic) throw new Error(`Prisma schema engine panicked: ${lastPanic}`, { cause: error });
    throw error;
  } finally {
    engine.free();
    await factory.disposeAll();
    await factory.terminateLeftoverSessions(applicationName);
  }
}

type PgConfig = ReturnType<typeof connectionConfig> & { application_name: string };

const PG_CHAR = 18;
const PG_TEXT = 25;

/**
 * The pg adapter has no mapping for the one-byte "char" type (OID 18) that PostgreSQL's catalogs
 * use, so describing a schema fails. The values already arrive as strings: report them as text.
 */
function readCharColumnsAsText(adapter: SqlDriverAdapter) {
  const queryable = adapter as unknown as { performIO(query: unknown): Promise<{ fields: Array<{ dataTypeID: number }> }> };
  const performIO = queryable.performIO.bind(queryable);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
    return result;
  };
}

/**
 * The pg adapter factory, but keeping hold of every connection it opens. The engine does not
 * release them all when freed, and a session left open keeps Prisma's migration advisory lock
 * (the next run then waits ten seconds for it), so leftovers are ended by application name.
 * Shadow databases are also made here: the stock factory drops them while its own pool still
 * holds a session.
 */
class TrackedPgFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = '@prisma/adapter-pg';
  private readonly adapters = new Set<SqlDriverAdapter>();

  constructor(private readonly config: PgConfig) {}

  async connect(): Promise<SqlDriverAdapter> {
    return this.track(await new PrismaPg({ ...this.config, max: 2 }).connect());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const database = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
    await this.admin(`CREATE DATABASE "${database}"`);
    const adapter = await new PrismaPg({ ...this.config, database, max: 2 }).connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await this.admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    };
    return this.track(adapter);
  }

  async disposeAll(): Promise<void> {
    const open = [...this.adapters];
    this.adapters.clear();
    await Promise.all(open.map((adapter) => adapter.dispose().catch(() => {})));
  }

  async terminateLeftoverSessions(applicationName: string): Promise<void> {
    await this.admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${applicationName}' AND pid <> pg_backend_pid()`);
  }

  private track(adapter: SqlDriverAdapter): SqlDriverAdapter {
    readCharColumnsAsText(adapter);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      if (!this.adapters.delete(adapter)) return;
      await dispose();
    };
    this.adapters.add(adapter);
    return adapter;
  }

  private async admin(sql: string) {
    const client = new pg.Client({ ...this.config, application_name: 'trapline-schema-admin' });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}
