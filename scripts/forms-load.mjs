/**
 * Load figures of the forms service (ARCHITECTURE.md, "The forms service"): `npx tsx scripts/forms-load.mjs pglite|postgresql`,
 * autocannon with 50 connections for 20 s, each post a new submission with its own Idempotency-Key, on this machine only.
 */
import autocannon from 'autocannon';
import {serve} from '@hono/node-server';
import {createApp} from '../service/src/app';
import {configFromEnv} from '../service/src/config';
import {migrate, openDatabase} from '../service/src/db';
import {silentLogger} from '../service/src/log';
import {startPostgres} from '../tests/support/postgres';

const kind = process.argv[2];
const pg = kind === 'postgresql' ? await startPostgres() : undefined;
const {db, close} = await openDatabase(pg ? {databaseUrl: pg.url} : {dataDir: '.tmp/forms-load-db'});
await migrate(db);
const app = createApp({db, config: {...configFromEnv({}), allowedOrigins: ['https://www.site.test'], rateLimit: {count: 1e9, windowMs: 60_000}}, logger: silentLogger});
const server = await new Promise((resolve) => { const s = serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, () => resolve(s)); });
const port = server.address().port;
let n = 0;
const result = await autocannon({
  url: `http://127.0.0.1:${port}/submissions`, connections: 50, duration: 20,
  requests: [{method: 'POST', setupRequest: (req) => ({...req, headers: {'content-type': 'application/json', origin: 'https://www.site.test', 'idempotency-key': `load-${process.pid}-${++n}`}, body: JSON.stringify({form: 'contact', values: {team: 'sales', name: 'Amina Otieno', email: `amina${n}@acme.co.ke`, message: 'Please call me about bulk SMS in Kenya.'}, page: '/contact', locale: 'en', elapsedMs: 9000})})}],
});
const stored = (await db.selectFrom('submissions').select(db.fn.countAll().as('n')).executeTakeFirst()).n;
console.log(JSON.stringify({kind, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx: result.non2xx, errors: result.errors, stored: Number(stored)}));
server.close(); app.stop(); await close(); pg?.stop();
