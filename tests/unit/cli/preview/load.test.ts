import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../support/fixtures';
import { send, type SendOptions } from '../../../support/http';
import { tempDist } from '../../../support/temp-dist';

const REQUESTS = 1000;
const CONNECTIONS = 50;
const MAX_GROWTH_KB = 50 * 1024;

/** A `VmRSS:` / `VmHWM:` line of /proc/<pid>/status, in kB. */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!line) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(line[1]);
}

/** The URL `site preview` prints once it listens, or a failure naming what it printed instead. */
function waitForUrl(child: ChildProcessWithoutNullStreams, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`site preview printed no URL in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving .* at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`site preview exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

const page = (title: string) =>
  `<!doctype html><title>${title}</title>${`<p>${title} paragraph of text.</p>`.repeat(400)}`;

describe('site preview under load', () => {
  it.skipIf(process.platform !== 'linux')(
    `answers ${REQUESTS} mixed requests over ${CONNECTIONS} keep-alive connections without errors or memory growth`,
    async () => {
      const dist = await tempDist({
        'index.html': page('home'),
        'about.html': page('about'),
        'guide/index.html': page('guide'),
        '404.html': page('not found'),
        'assets/app-K3Y9.js': `export const data = ${JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `item ${i}` })))};`,
        'assets/site-P2Q8.css': '.row{display:flex;gap:1rem}\n'.repeat(2000),
        'assets/logo.png': Buffer.alloc(30_000, 9),
        _redirects: '/old /about 301\n',
        _headers: '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
      });
      const child = spawn(
        process.execPath,
        [path.join(REPO_ROOT, 'cli/bin/site.js'), 'preview', '--out', dist.root, '--port', '0'],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, NO_COLOR: '1' },
        },
      );
      const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      try {
        const url = await waitForUrl(child, 30_000);
        expect(Number(new URL(url).port)).toBeGreaterThan(0);
        const rssBefore = memoryKb(child.pid!, 'VmRSS');
        const homeTag = String((await send(url, '/', { agent, headers: { 'Accept-Encoding': 'br' } })).headers.etag);

        const kinds: [target: string, options: SendOptions, status: number][] = [
          ['/', { headers: { 'Accept-Encoding': 'br, gzip' } }, 200],
          ['/about', { headers: { 'Accept-Encoding': 'gzip' } }, 200],
          ['/assets/app-K3Y9.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, 200],
          ['/assets/site-P2Q8.css', { headers: { 'Accept-Encoding': 'gzip' } }, 200],
          ['/assets/logo.png', {}, 200],
          ['/missing', { headers: { 'Accept-Encoding': 'br' } }, 404],
          ['/old?ref=1', {}, 301],
          ['/guide', {}, 301],
          ['/assets/app-K3Y9.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } }, 200],
          ['/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': homeTag } }, 304],
        ];
        const errors: string[] = [];
        const sockets = new Set<unknown>();
        agent.on('free', (socket) => sockets.add(socket));
        const started = performance.now();
        await Promise.all(
          Array.from({ length: REQUESTS }, async (_, i) => {
            const [target, options, status] = kinds[i % kinds.length]!;
            try {
              const reply = await send(url, target, { ...options, agent });
              const length = options.method === 'HEAD' || status === 304 ? 0 : Number(reply.headers['content-length']);
              if (reply.status !== status || reply.body.length !== length)
                errors.push(`${target}: ${reply.status}, ${reply.body.length} bytes`);
            } catch (error) {
              errors.push(`${target}: ${(error as Error).message}`);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const peak = memoryKb(child.pid!, 'VmHWM');
        console.info(
          `load: ${REQUESTS} requests, ${errors.length} errors, ${sockets.size} connections, ${seconds.toFixed(2)} s; ` +
            `VmRSS before ${(rssBefore / 1024).toFixed(1)} MB, VmHWM after ${(peak / 1024).toFixed(1)} MB, growth ${((peak - rssBefore) / 1024).toFixed(1)} MB`,
        );
        expect(errors).toEqual([]);
        expect(sockets.size).toBeLessThanOrEqual(CONNECTIONS);
        expect(peak - rssBefore).toBeLessThanOrEqual(MAX_GROWTH_KB);
      } finally {
        agent.destroy();
        await stop(child);
        await dist.remove();
      }
    },
    120_000,
  );
});
