#!/usr/bin/env node
/**
 * `npm start`: the site (docusaurus start, live reload), the forms service on
 * its embedded database (service/, data in .data/forms) and the contract mock
 * (Prism on src/features/api/data/openapi.yaml) as the sandbox behind Try it,
 * wired together: the site is started with FORMS_ENDPOINT and SANDBOX_API_URL
 * on them, the service accepts the site's origin. Arguments go to Docusaurus
 * (`npm start -- --locale fr --port 3001`). One Ctrl-C stops all three.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const sitePort = Number(option('port', process.env.PORT ?? 3000));
const siteHost = option('host', 'localhost');

/** `preferred` if free on 127.0.0.1, else one the system hands out. */
const portFrom = (preferred) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      const other = createServer();
      other.listen(0, '127.0.0.1', () => {
        const {port} = other.address();
        other.close(() => resolve(port));
      });
    });
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });

const formsPort = await portFrom(Number(process.env.FORMS_PORT ?? 8787));
const sandboxPort = await portFrom(Number(process.env.SANDBOX_PORT ?? 4010));
const formsEndpoint = process.env.FORMS_ENDPOINT ?? `http://127.0.0.1:${formsPort}/submissions`;
const sandboxApiUrl = process.env.SANDBOX_API_URL ?? `http://127.0.0.1:${sandboxPort}`;
const origins = [...new Set([`http://${siteHost}:${sitePort}`, `http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`])].join(',');

const children = [];
let stopping = false;
function start(name, command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {stdio: 'inherit', env: {...process.env, ...env}});
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const left = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  const timer = setInterval(() => {
    if (left().length === 0) {
      clearInterval(timer);
      process.exit(code);
    }
  }, 100);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`Forms service: ${formsEndpoint} (embedded database in .data/forms; npm run forms -- list)`);
console.log(`Sandbox (contract mock): ${sandboxApiUrl}\n`);
if (!process.env.FORMS_ENDPOINT) start('The forms service', 'node_modules/.bin/tsx', ['service/src/main.ts'], {PORT: String(formsPort), SITE_ORIGIN: origins});
if (!process.env.SANDBOX_API_URL) start('The contract mock', 'node_modules/.bin/prism', ['mock', 'src/features/api/data/openapi.yaml', '--port', String(sandboxPort), '--host', '127.0.0.1', '--errors']);
start('The site', 'node_modules/.bin/docusaurus', ['start', ...args], {FORMS_ENDPOINT: formsEndpoint, SANDBOX_API_URL: sandboxApiUrl});
