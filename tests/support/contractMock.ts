import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {onFreePort} from './freePort';

/**
 * A mock of the API made from src/features/api/data/openapi.yaml by Prism
 * (@stoplight/prism-cli), as the sandbox Try it talks to: it answers each
 * operation with its example, refuses a request that breaks the contract
 * (`--errors`) and sends CORS headers, as the real sandbox does.
 */
export interface ContractMock {
  url: string;
  /** Stops the mock and resolves once its process has exited (so no test runner waits on it). */
  stop: () => Promise<void>;
}

const root = path.join(__dirname, '../..');

/**
 * How long Prism may take to say it listens before it counts as hung: it took
 * 9–11 s on 2 cores at a load of 11. Under the 90 s its callers' hooks have
 * (Playwright's test timeout, the samples' beforeAll), so that a hang shows
 * this error, with Prism's log, rather than the hook's.
 */
const PRISM_START_TIMEOUT_MS = 75_000;

/**
 * Starts the mock on `port`, or, without one, on a port the system hands out
 * (read the address from `url`): fixed ports collide with other runs on a
 * shared machine. A mock that does not start is stopped, not left holding its port.
 */
export function startContractMock(port?: number): Promise<ContractMock> {
  return port === undefined ? onFreePort(startOn, (error) => String(error).includes('EADDRINUSE')) : startOn(port);
}

async function startOn(port: number): Promise<ContractMock> {
  const mock: ChildProcess = spawn(path.join(root, 'node_modules/.bin/prism'), ['mock', path.join(root, 'src/features/api/data/openapi.yaml'), '--port', String(port), '--host', '127.0.0.1', '--errors'], {cwd: root});
  const exited = new Promise<void>((resolve) => (mock.exitCode !== null ? resolve() : mock.once('exit', () => resolve())));
  // A test runner that ends (a hook timing out included) takes the mock with it.
  const killOnExit = () => mock.kill();
  process.once('exit', killOnExit);
  const stop = () => {
    process.off('exit', killOnExit);
    mock.kill();
    return exited;
  };
  let log = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start in ${PRISM_START_TIMEOUT_MS / 1000} s:\n${log}`)), PRISM_START_TIMEOUT_MS);
      // Read for as long as Prism runs (it logs every request): a full pipe would stop it.
      const listen = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Prism is listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      mock.stdout!.on('data', listen);
      mock.stderr!.on('data', listen);
      mock.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Prism exited with ${code}:\n${log}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {url: `http://127.0.0.1:${port}`, stop};
}
