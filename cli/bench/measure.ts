import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface Measurement {
  wallS: number;
  /** Peak resident memory of the process in MB (GNU time's %M), when it could be measured. */
  peakMb?: number;
  /** Seconds the kernel worked for the process (GNU time's %S): making files, mostly. */
  systemS?: number;
  /** What the process printed. */
  stdout: string;
}

const GNU_TIME = '/usr/bin/time';

/** Runs a command as a whole process and measures its wall time and peak memory with GNU time. */
export function measure(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Measurement> {
  const timed = existsSync(GNU_TIME);
  const [file, argv] = timed ? [GNU_TIME, ['-f', 'BENCH %e %M %S', command, ...args]] : [command, [...args]];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr.slice(-2000)}`));
      const line = /BENCH ([\d.]+) (\d+) ([\d.]+)/.exec(stderr);
      resolve(
        line
          ? { wallS: Number(line[1]), peakMb: Number(line[2]) / 1024, systemS: Number(line[3]), stdout }
          : { wallS: (performance.now() - started) / 1000, stdout },
      );
    });
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
