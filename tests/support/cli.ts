import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './fixtures';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `site` binary (node cli/bin/site.js) as a user would. */
export function runCli(
  args: readonly string[],
  options: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv; project?: string } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    // `project`: another copy of the generator (see project-copy.ts), run as its own.
    const bin = path.join(options.project ?? REPO_ROOT, 'cli/bin/site.js');
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, ...options.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
