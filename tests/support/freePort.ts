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

/**
 * Starts something on a port the system hands out, asking for another (three
 * tries in all) when the start fails because another program took the port
 * first (`inUse` tells that error from others).
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, inUse: (error: unknown) => boolean): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= 3 || !inUse(error)) throw error;
    }
  }
}
