import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** nginx's binary when installed (Debian's is in /usr/sbin, which not every PATH has); CI installs it. */
export const NGINX = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
  .map((dir) => path.join(dir, 'nginx'))
  .find((file) => existsSync(file));

const MIME_TYPES = '/etc/nginx/mime.types';

/** A whole nginx config around the snippet, as a maintainer's server block would include it; state in `prefix`. */
const config = (prefix: string, root: string, snippet: string, port: number) => `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
pid ${prefix}/nginx.pid;
events {}
http {
  ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : 'types { text/html html; text/javascript js; }'}
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${prefix}/${t};`).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${snippet};
  }
}
`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function writeConfig(root: string, snippet: string, port: number) {
  const prefix = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config(prefix, root, snippet, port));
  return { prefix, args: ['-p', prefix, '-c', file, '-e', 'stderr'] };
}

/** `nginx -t` on a server block that includes the snippet: what nginx says, and whether it accepts it. */
export async function nginxTest(root: string, snippet: string): Promise<{ ok: boolean; output: string }> {
  const { prefix, args } = await writeConfig(root, snippet, await freePort());
  try {
    const { stderr } = await run(NGINX!, ['-t', ...args]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
}

/** Serves `root` with nginx and the snippet on 127.0.0.1; close() stops that nginx and removes its state. */
export async function startNginx(root: string, snippet: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const { prefix, args } = await writeConfig(root, snippet, port);
  const child = spawn(NGINX!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const deadline = Date.now() + 10_000; !(await answers(port));) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      await rm(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      // SIGTERM: nginx's fast shutdown, master and workers.
      child.kill('SIGTERM');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
