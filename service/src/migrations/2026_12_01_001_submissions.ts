import {sql, type Kysely} from 'kysely';

/** Submissions, each stored once per Idempotency-Key, and the outbox of their deliveries (deleted with them). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('form', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('payload_hash', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('page', 'text')
    .addColumn('locale', 'text')
    .addColumn('values', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('submissions_form_received_at').on('submissions').columns(['form', 'received_at']).execute();
  await db.schema.createIndex('submissions_received_at').on('submissions').column('received_at').execute();
  await db.schema.createIndex('submissions_email').on('submissions').column('email').execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('submission_id', 'bigint', (col) => col.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'webhook')`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('submissions').execute();
}
