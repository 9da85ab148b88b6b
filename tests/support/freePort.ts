import {createServer} from 'node:net';

/**
 * A port free right now on 127.0.0.1, as the system hands them out. Fixed or
 * random ports collide with other test runs on a shared machine; a program
 * given this one may still lose it to another in the moment before it binds,
 * so the caller treats "address in use" as a reason to ask again.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}
