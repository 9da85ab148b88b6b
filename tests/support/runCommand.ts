import {spawn} from 'node:child_process';

export interface CommandResult {
  /** The exit status, or null when a signal ended the command (`timeoutMs` included). */
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command and resolves once it has exited, whatever its status,
 * without blocking the test process: spawnSync and execFileSync stop the
 * test's own timers (its time limit can only fire once the command has
 * returned, failing a command that succeeded) and every connection and pipe
 * of the process for as long as the command runs. Past `timeoutMs` the command is killed.
 */
export function runCommand(command: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number} = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, timeout: options.timeoutMs, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status, signal) => resolve({status, signal, stdout, stderr}));
  });
}
