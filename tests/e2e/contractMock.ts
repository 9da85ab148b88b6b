import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

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

export async function startContractMock(port: number): Promise<ContractMock> {
  const mock: ChildProcess = spawn(path.join(root, 'node_modules/.bin/prism'), ['mock', path.join(root, 'src/features/api/data/openapi.yaml'), '--port', String(port), '--host', '127.0.0.1', '--errors'], {cwd: root});
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log}`)), 60_000);
    const listen = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    mock.stdout!.on('data', listen);
    mock.stderr!.on('data', listen);
    mock.on('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${log}`)));
  });
  const exited = new Promise<void>((resolve) => (mock.exitCode !== null ? resolve() : mock.once('exit', () => resolve())));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      mock.kill();
      return exited;
    },
  };
}
