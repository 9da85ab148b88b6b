/**
 * The database, through one query layer (Kysely) and one SQL dialect
 * (PostgreSQL): PostgreSQL itself when DATABASE_URL is set (node-postgres),
 * else PGlite, PostgreSQL compiled to WebAssembly, keeping its files in the
 * data folder. Both run the same migrations (./migrations) and queries.
 */
import {mkdirSync} from 'node:fs';
import {Kysely, PGliteDialect, PostgresDialect, type ColumnType, type Generated} from 'kysely';
import {Migrator, type Migration} from 'kysely/migration';
import {PGlite} from '@electric-sql/pglite';
import pg from 'pg';
import {MIGRATIONS} from './migrations';

export interface SubmissionsTable {
  id: Generated<string>;
  form: string;
  team: string;
  idempotency_key: string;
  /** SHA-256 of the submitted form and values: the same key with other content is refused. */
  payload_hash: string;
  /** The e-mail address given, lowercased, for a person's export or erasure. */
  email: string | null;
  page: string | null;
  locale: string | null;
  values: ColumnType<Record<string, string>, string, string>;
  received_at: ColumnType<Date, Date | undefined, never>;
}

export interface OutboxTable {
  id: Generated<string>;
  submission_id: string;
  channel: 'email' | 'webhook';
  status: ColumnType<'pending' | 'delivered', 'pending' | undefined, 'pending' | 'delivered'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
}

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'postgresql' | 'pglite';
  close: () => Promise<void>;
}

/** bigint ids as strings (node-postgres's default; PGlite is told the same), dates as Date. */
const INT8 = 20;

export async function openDatabase({databaseUrl, dataDir}: {databaseUrl?: string; dataDir?: string}): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000});
    // A connection lost while idle is not a crash: the next query gets a new one (or a 503).
    pool.on('error', () => {});
    const db = new Kysely<Database>({dialect: new PostgresDialect({pool})});
    return {db, kind: 'postgresql', close: () => db.destroy()};
  }
  if (dataDir) mkdirSync(dataDir, {recursive: true});
  const pglite = await PGlite.create(dataDir ?? 'memory://', {parsers: {[INT8]: (value: string) => value}});
  const db = new Kysely<Database>({dialect: new PGliteDialect({pglite})});
  return {db, kind: 'pglite', close: () => db.destroy()};
}

/** Brings the schema to the newest migration; throws with the one that failed. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({db, provider: {getMigrations: async (): Promise<Record<string, Migration>> => MIGRATIONS}});
  const {error, results} = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
