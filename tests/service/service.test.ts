/**
 * The forms service (service/) over HTTP, on each database it runs on: the
 * embedded PGlite and a real PostgreSQL (Debian's, tests/support/postgres.ts).
 * Nothing lost (200 concurrent submissions stored once each, retries not
 * stored twice, the outbox delivering after a receiver's failure), nothing let
 * in (each refusal leaves the store unchanged), and the team's data (CSV, the
 * docs feedback report, a person's export and erasure, the retention purge).
 * PGlite loads its WebAssembly with a dynamic import: Jest runs this project
 * under --experimental-vm-modules (`npm run test:service`).
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {serve} from '@hono/node-server';
import {Kysely, PGliteDialect, sql} from 'kysely';
import {PGlite} from '@electric-sql/pglite';
import {createApp, RETRY_AFTER_UNAVAILABLE_SECONDS} from '../../service/src/app';
import {configFromEnv, type ServiceConfig} from '../../service/src/config';
import {migrate, openDatabase, type Database, type OpenedDatabase} from '../../service/src/db';
import {createDeliver} from '../../service/src/delivery';
import {deliverDue, FIRST_RETRY_MS} from '../../service/src/outbox';
import {eraseFor, exportCsv, exportFor, feedbackReport, purgeExpired, retentionCutoff} from '../../service/src/data';
import {runCommand} from '../../service/src/commands';
import {silentLogger} from '../../service/src/log';
import {checkSignature} from '../../src/features/docsTools/WebhookSignatureChecker/verify';
import {FORM_SUBMISSION_MAX_BYTES, FORM_SUBMISSION_RETENTION_MONTHS} from '../../src/constants';
import {startPostgres, type TestPostgres} from '../support/postgres';

// Each database starts in seconds on 2 busy cores; a test sends up to 400 requests.
jest.setTimeout(120_000);

const SITE = 'https://www.site.test';

const ONBOARDING = {
  clientName: 'Acme Traders',
  clientCode: 'ACME-SN01',
  clientDescription: 'We sell airtime and data bundles.',
  contactPerson: 'Awa Diop',
  email: 'awa@acme.sn',
  telephone: '+221 77 123 45 67',
  postalAddress: 'BP 100, Dakar',
  physicalAddress: '12 avenue Cheikh Anta Diop, Dakar',
  country: 'SN',
  maxSmsThreshold: '5000',
  minSmsThreshold: '100',
};

const config = (overrides: Partial<ServiceConfig> = {}): ServiceConfig => ({
  ...configFromEnv({}),
  allowedOrigins: [SITE],
  rateLimit: {count: 10_000, windowMs: 60_000},
  ...overrides,
});

interface Running {
  url: string;
  close: () => Promise<void>;
}

function listen(app: ReturnType<typeof createApp>): Promise<Running> {
  return new Promise((resolve) => {
    const server = serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            app.stop();
            (server as http.Server).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

let keyCount = 0;
const newKey = () => `test-key-${process.pid}-${++keyCount}-${Math.random().toString(36).slice(2)}`;

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/submissions`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: SITE, 'Idempotency-Key': newKey(), ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const envelope = (form: string, values: Record<string, string>, extra: Record<string, unknown> = {}) => ({form, values, page: '/onboard/sms', locale: 'fr', elapsedMs: 8000, ...extra});

const BACKENDS: [string, () => Promise<{opened: OpenedDatabase; stop: () => Promise<void>}>][] = [
  [
    'embedded database (PGlite)',
    async () => {
      const opened = await openDatabase({});
      return {opened, stop: () => opened.close()};
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const postgres: TestPostgres = await startPostgres();
      const opened = await openDatabase({databaseUrl: postgres.url});
      return {
        opened,
        stop: async () => {
          await opened.close();
          postgres.stop();
        },
      };
    },
  ],
];

describe.each(BACKENDS)('the forms service on the %s', (_name, start) => {
  let opened: OpenedDatabase;
  let stopDatabase: () => Promise<void>;
  let service: Running;
  const count = async () => Number((await sql<{n: string}>`select count(*) as n from submissions`.execute(opened.db)).rows[0]!.n);

  beforeAll(async () => {
    ({opened, stop: stopDatabase} = await start());
    await migrate(opened.db);
    service = await listen(createApp({db: opened.db, config: config({webhook: {url: 'http://127.0.0.1:9/unused', secret: 'whsec_test'}}), logger: silentLogger}));
  }, 180_000);
  afterAll(async () => {
    await service?.close();
    await stopDatabase?.();
  }, 60_000);
  beforeEach(async () => {
    await opened.db.deleteFrom('submissions').execute();
  });

  it('stores a valid submission, its values as typed (trimmed), with an outbox row per channel, and answers its id', async () => {
    const response = await post(service.url, envelope('onboarding-sms', {...ONBOARDING, clientName: '  Acme Traders  ', unknownField: 'dropped'}));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const {id} = (await response.json()) as {id: string};
    const row = await opened.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({form: 'onboarding-sms', team: 'sales', email: 'awa@acme.sn', page: '/onboard/sms', locale: 'fr'});
    expect(row.values).toEqual({...ONBOARDING, clientName: 'Acme Traders'});
    expect(await opened.db.selectFrom('outbox').select(['channel', 'status']).where('submission_id', '=', id).execute()).toEqual([{channel: 'webhook', status: 'pending'}]);
  });

  it('stores 200 concurrent submissions once each, and a retried post (same Idempotency-Key) not twice', async () => {
    const keys = Array.from({length: 200}, newKey);
    const send = (key: string, index: number) => post(service.url, envelope('newsletter', {email: `reader${index}@example.com`}), {'Idempotency-Key': key});
    const first = await Promise.all(keys.map(send));
    expect(first.map((r) => r.status)).toEqual(keys.map(() => 201));
    // Every post sent again (a page retrying after a lost answer), concurrently: the first id comes back.
    const again = await Promise.all(keys.map(send));
    expect(again.map((r) => r.status)).toEqual(keys.map(() => 200));
    const ids = await Promise.all(first.map(async (r) => ((await r.json()) as {id: string}).id));
    expect(await Promise.all(again.map(async (r) => ((await r.json()) as {id: string}).id))).toEqual(ids);
    expect(await count()).toBe(200);
    expect(new Set((await opened.db.selectFrom('submissions').select('email').execute()).map((r) => r.email)).size).toBe(200);
    // The same key with other content is refused, not stored.
    expect((await post(service.url, envelope('newsletter', {email: 'someone.else@example.com'}), {'Idempotency-Key': keys[0]!})).status).toBe(409);
    expect(await count()).toBe(200);
  }, 120_000);

  it("answers 400 with each field's problem, under the browser's rules, and stores nothing", async () => {
    const response = await post(service.url, envelope('onboarding-sms', {...ONBOARDING, email: 'awa@acme', telephone: '+254 712 345 678', clientCode: 'acme', country: 'XX', minSmsThreshold: '9000', contactPerson: ''}));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: {
        clientCode: {code: 'clientCode'},
        contactPerson: {code: 'required'},
        email: {code: 'email'},
        country: {code: 'required'},
        minSmsThreshold: {code: 'notAbove', field: 'maxSmsThreshold', value: '5000'},
      },
    });
    const phone = await post(service.url, envelope('onboarding-sms', {...ONBOARDING, telephone: '+254 712 345 678'}));
    expect(await phone.json()).toEqual({error: 'invalid', fields: {telephone: {code: 'phoneCountry', country: 'SN', dialCode: '+221'}}});
    const tooLong = await post(service.url, envelope('contact', {team: 'support', name: 'x'.repeat(121), email: 'a@b.co', message: 'Hi'}));
    expect(await tooLong.json()).toEqual({error: 'invalid', fields: {name: {code: 'tooLong', max: 120}}});
    expect(await count()).toBe(0);
  });

  it('answers malformed JSON, unknown forms, wrong types, wrong origins, other content types, oversized bodies and missing keys, storing nothing', async () => {
    const answers = await Promise.all([
      post(service.url, '{"form": "contact", "values": {'),
      post(service.url, envelope('no-such-form', {})),
      post(service.url, {form: 'newsletter', values: {email: ['a@b.co']}, elapsedMs: 8000}),
      post(service.url, envelope('newsletter', {email: 'a@b.co'}), {Origin: 'https://evil.example'}),
      fetch(`${service.url}/submissions`, {method: 'POST', headers: {'Content-Type': 'application/json', 'Idempotency-Key': newKey()}, body: JSON.stringify(envelope('newsletter', {email: 'a@b.co'}))}),
      post(service.url, 'email=a%40b.co', {'Content-Type': 'application/x-www-form-urlencoded'}),
      post(service.url, envelope('contact', {team: 'support', name: 'A', email: 'a@b.co', message: 'x'.repeat(FORM_SUBMISSION_MAX_BYTES)})),
      post(service.url, envelope('newsletter', {email: 'a@b.co'}), {'Idempotency-Key': 'x'}),
    ]);
    expect(await Promise.all(answers.map(async (r) => [r.status, ((await r.json()) as {error: string}).error]))).toEqual([
      [400, 'malformed'],
      [400, 'unknownForm'],
      [400, 'malformed'],
      [403, 'origin'],
      [403, 'origin'],
      [415, 'contentType'],
      [413, 'tooLarge'],
      [400, 'idempotencyKey'],
    ]);
    // A preflight from another origin is not allowed either.
    const preflight = await fetch(`${service.url}/submissions`, {method: 'OPTIONS', headers: {Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST'}});
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${service.url}/submissions`, {method: 'OPTIONS', headers: {Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key'}});
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(await count()).toBe(0);
  });

  it('keeps hostile strings as the text they are: stored verbatim, exported so a spreadsheet runs nothing', async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)> "quoted", ${"'; drop table submissions; --"}`;
    const response = await post(service.url, envelope('contact', {team: 'support', name: '=HYPERLINK("http://evil.example")', email: 'a@b.co', message: hostile}));
    expect(response.status).toBe(201);
    const row = await opened.db.selectFrom('submissions').select('values').executeTakeFirstOrThrow();
    expect(row.values.message).toBe(hostile);
    const csv = await exportCsv(opened.db, {form: 'contact'});
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"${hostile.replaceAll('"', '""')}"`);
  });

  it('turns away scripts without bothering people: a filled honeypot is answered but not stored, a form sent faster than a person can is refused', async () => {
    expect((await post(service.url, envelope('newsletter', {email: 'bot@example.com'}, {trap: 'http://spam.example'}))).status).toBe(202);
    const fast = await post(service.url, envelope('newsletter', {email: 'bot@example.com'}, {elapsedMs: 150}));
    expect([fast.status, ((await fast.json()) as {error: string}).error]).toEqual([400, 'tooFast']);
    expect((await post(service.url, {form: 'newsletter', values: {email: 'bot@example.com'}})).status).toBe(400);
    expect(await count()).toBe(0);
  });

  it('answers a flood from one address with 429 and Retry-After once past the rate, storing only what came before', async () => {
    const limited = await listen(createApp({db: opened.db, config: config({rateLimit: {count: 5, windowMs: 60_000}}), logger: silentLogger}));
    try {
      const answers = [];
      for (let i = 0; i < 8; i += 1) answers.push(await post(limited.url, envelope('newsletter', {email: `flood${i}@example.com`})));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      const retryAfter = Number(answers[5]!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await count()).toBe(5);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 with Retry-After, and health says so, when the database cannot be reached', async () => {
    // PostgreSQL: nothing listens on the port. PGlite: its instance has stopped.
    const closedPglite = async () => {
      const pglite = await PGlite.create();
      await pglite.close();
      return {db: new Kysely<Database>({dialect: new PGliteDialect({pglite})}), close: async () => {}};
    };
    const {db: unreachable, close} = opened.kind === 'postgresql' ? await openDatabase({databaseUrl: 'postgres://forms@127.0.0.1:1/postgres'}) : await closedPglite();
    const down = await listen(createApp({db: unreachable, config: config(), logger: silentLogger}));
    try {
      const response = await post(down.url, envelope('newsletter', {email: 'a@b.co'}));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      expect(await response.json()).toEqual({error: 'unavailable'});
      expect((await fetch(`${down.url}/health`)).status).toBe(503);
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
    } finally {
      await down.close();
      await close();
    }
  });

  it('delivers each new submission through the outbox: a signed webhook retried with backoff while the receiver is down, and an e-mail to the team', async () => {
    const received: {body: string; signature: string; key: string}[] = [];
    let failuresLeft = 1;
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (failuresLeft-- > 0) return void res.writeHead(500).end();
        received.push({body, signature: String(req.headers.signature), key: String(req.headers['idempotency-key'])});
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const mails: {to: string; subject: string; text: string}[] = [];
    const deliveryConfig = config({webhook: {url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, secret: 'whsec_test'}, smtpUrl: 'smtp://unused'});
    const deliver = createDeliver(deliveryConfig, {sendMail: async (mail: {to: string; subject: string; text: string}) => void mails.push(mail)} as never);
    const withBoth = await listen(createApp({db: opened.db, config: deliveryConfig, logger: silentLogger}));
    try {
      const response = await post(withBoth.url, envelope('contact', {team: 'support', name: 'Amina <b>Otieno</b>', email: 'amina@acme.co.ke', message: 'Callbacks stopped.'}));
      const {id} = (await response.json()) as {id: string};
      const now = new Date();
      expect(await deliverDue(opened.db, deliver, silentLogger, now)).toEqual({delivered: 1, failed: 1});
      // Not due again before its backoff; due after it.
      expect(await deliverDue(opened.db, deliver, silentLogger, new Date(now.getTime() + FIRST_RETRY_MS - 1000))).toEqual({delivered: 0, failed: 0});
      expect(await deliverDue(opened.db, deliver, silentLogger, new Date(now.getTime() + FIRST_RETRY_MS + 1000))).toEqual({delivered: 1, failed: 0});
      expect(await opened.db.selectFrom('outbox').select(['channel', 'status', 'attempts']).where('submission_id', '=', id).orderBy('channel').execute()).toEqual([
        {channel: 'email', status: 'delivered', attempts: 1},
        {channel: 'webhook', status: 'delivered', attempts: 2},
      ]);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({to: 'support@savanna.africa', subject: `[contact] New submission ${id}`});
      expect(mails[0]!.text).toContain('name: Amina <b>Otieno</b>');
      expect(received).toHaveLength(1);
      const {body, signature, key} = received[0]!;
      expect(JSON.parse(body)).toMatchObject({type: 'form.submitted', id, form: 'contact', team: 'support', values: {email: 'amina@acme.co.ke'}});
      expect(key).toMatch(/^forms-outbox-\d+$/);
      // Signed as the API signs its webhooks: the site's own checker accepts it.
      expect(await checkSignature({body, header: signature, secret: 'whsec_test', now: Math.floor(Date.now() / 1000)})).toMatchObject({kind: 'valid'});
      expect(await deliverDue(opened.db, deliver, silentLogger, new Date(now.getTime() + 3600_000))).toEqual({delivered: 0, failed: 0});
    } finally {
      await withBoth.close();
      receiver.close();
    }
  });

  it("gives the team its data: a form's CSV for a period, the docs feedback per page, and runs the same through its commands", async () => {
    for (const [helpful, page, comment] of [
      ['yes', '/docs/webhooks', ''],
      ['no', '/docs/webhooks', 'The retry schedule is missing.'],
      ['no', '/docs/webhooks', ''],
      ['yes', '/docs/sandbox', 'Clear test numbers.'],
    ] as const) {
      expect((await post(service.url, envelope('docs-feedback', comment ? {helpful, comment} : {helpful}, {page}))).status).toBe(201);
    }
    expect((await post(service.url, envelope('onboarding-sms', ONBOARDING))).status).toBe(201);
    const report = await feedbackReport(opened.db);
    expect(report.map(({page, yes, no, helpfulShare}) => ({page, yes, no, helpfulShare}))).toEqual([
      {page: '/docs/webhooks', yes: 1, no: 2, helpfulShare: 1 / 3},
      {page: '/docs/sandbox', yes: 1, no: 0, helpfulShare: 1},
    ]);
    expect(report[0]!.comments.map((c) => c.comment)).toEqual(['The retry schedule is missing.']);
    const csv = await exportCsv(opened.db, {form: 'onboarding-sms', from: new Date(Date.now() - 3600_000)});
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe('"id","received_at","form","team","locale","page","clientName","clientCode","clientDescription","contactPerson","email","telephone","postalAddress","physicalAddress","country","maxSmsThreshold","minSmsThreshold"');
    expect(line).toContain('"Acme Traders","ACME-SN01"');
    expect(end).toBe('');
    expect(await exportCsv(opened.db, {form: 'onboarding-sms', to: new Date(Date.now() - 3600_000)})).not.toContain('Acme');
    expect(await runCommand(opened.db, ['export', '--form', 'onboarding-sms'])).toContain('"Acme Traders"');
    expect(await runCommand(opened.db, ['feedback'])).toMatch(/^\/docs\/webhooks: 33% helpful \(1 yes, 2 no\)\n {2}\[no\] "The retry schedule is missing\."/);
    await expect(runCommand(opened.db, ['export', '--form', 'onboarding-sms', '--from', '31/12/2026'])).rejects.toThrow(/YYYY-MM-DD/);
  });

  it('exports and erases everything held for an e-mail address, and purges what is older than the privacy page says', async () => {
    await post(service.url, envelope('newsletter', {email: 'Awa@Acme.sn'}));
    await post(service.url, envelope('docs-feedback', {helpful: 'no', comment: 'Write to me at awa@acme.sn please'}, {page: '/docs/sandbox'}));
    await post(service.url, envelope('newsletter', {email: 'other@example.com'}));
    expect((await exportFor(opened.db, 'awa@acme.sn')).map((s) => s.form).sort()).toEqual(['docs-feedback', 'newsletter']);
    expect(await eraseFor(opened.db, 'AWA@acme.sn')).toBe(2);
    expect(await exportFor(opened.db, 'awa@acme.sn')).toEqual([]);
    expect(await count()).toBe(1);
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
    // A pattern character in the address matches only itself.
    expect(await eraseFor(opened.db, '%')).toBe(0);

    const now = new Date();
    const old = retentionCutoff(now);
    expect((now.getTime() - old.getTime()) / (24 * 3600_000)).toBeGreaterThan(FORM_SUBMISSION_RETENTION_MONTHS * 28);
    await sql`update submissions set received_at = ${new Date(old.getTime() - 1000)}`.execute(opened.db);
    await post(service.url, envelope('newsletter', {email: 'recent@example.com'}));
    expect(await purgeExpired(opened.db, now)).toBe(1);
    expect((await opened.db.selectFrom('submissions').select('email').execute()).map((r) => r.email)).toEqual(['recent@example.com']);
  });
});
