import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Override } from '../lib/overrides';
import { BROWSER_TARGETS } from '../lib/esbuild-common';
import { PROJECT_ROOT } from '../lib/project-root';
import { siteCodeFolders } from '../lib/site-layout';
import { CACHE_DIR } from '../cache/cache-location';
import { displayPath } from '../lib/files';
import { contentHash } from '../lib/hash';
import { startPreview, type PreviewServer } from '../preview/server';
import { BuilderHost } from './builder-host';
import type { BuilderReply } from './builder-worker';
import { reportBuild } from './build-report';
import { changeKind } from './change-kind';
import { EventHub } from './events';
import { listenOnFreePort } from './free-port';
import { watchTrees, type TreeChanges } from './watch-trees';

export interface DevOptions {
  contentDir: string;
  port: number;
  host: string;
  overrides?: readonly Override[];
  log(line: string): void;
}

export interface DevServer {
  url: string;
  /** Resolves after the build that follows the next batch of file changes (for tests). */
  close(): Promise<void>;
}

const CLIENT = '/__site/dev-client.js';
const EVENTS = '/__site/events';
/** Editors write a file in several steps; changes this close together are one batch. */
const BATCH_MS = 10;

/**
 * `site dev`: builds everything (drafts and internal pages too) into a private folder, serves
 * it like preview (same headers, and the PageSpeed proxy's worker at /api/*), watches content/,
 * templates/, widgets/ and edge/, rebuilds what a change affects, and tells open pages to
 * reload, swap their styles, or show the problems.
 */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.join(CACHE_DIR, 'dev', contentHash(contentDir));
  const client = await esbuild.build({
    entryPoints: [path.join(PROJECT_ROOT, 'widgets/dev/client.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: BROWSER_TARGETS,
    logLevel: 'silent',
  });
  const clientJs = client.outputFiles[0]!.text;
  const hub = new EventHub();
  const host = new BuilderHost({
    contentDir,
    outDir,
    includeDrafts: true,
    includeInternal: true,
    devScript: CLIENT,
    overrides: [...(options.overrides ?? [])],
  });

  const report = (reply: BuilderReply, what: string) => {
    const { lines, problems } = reportBuild(reply, what);
    for (const line of lines) options.log(line);
    if (problems) hub.send({ type: 'error', problems });
    return !problems;
  };
  report(await host.build(), 'Built');

  const middleware = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (url === EVENTS) hub.connect(req, res);
    else if (url === CLIENT)
      res
        .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(clientJs);
    else if (!existsSync(path.join(outDir, 'index.html')) && (req.headers.accept ?? '').includes('text/html'))
      res
        .writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(waitingPage());
    else {
      hub.servedAt(res);
      return false;
    }
    return true;
  };
  const server: PreviewServer = await listenOnFreePort(
    options.port,
    (port) => startPreview({ root: outDir, port, host: options.host, middleware, log: options.log }),
    options.log,
  );

  let building: Promise<void> = Promise.resolve();
  const rebuild = ({ files, everything }: TreeChanges) => {
    building = building.then(async () => {
      // A change the system could not name: everything below that root may have changed.
      const kind = everything.some((root) => root !== contentDir) ? 'code' : changeKind(files, contentDir);
      if (kind === 'code') await host.restart();
      const reply = await host.build(kind === 'code' || everything.length ? undefined : files);
      const what = files.length === 1 ? displayPath(files[0]!) : `${files.length} files`;
      if (report(reply, `${everything.length ? 'content' : what} changed`))
        hub.send({ type: kind === 'styles' ? 'css' : 'reload' });
    });
  };
  const watcher = await watchTrees([contentDir, ...siteCodeFolders()], rebuild, BATCH_MS);

  return {
    url: server.url,
    async close() {
      watcher.close();
      await building.catch(() => undefined);
      hub.close();
      await server.close();
      await host.close();
    },
  };
}

/** Served while there is no site yet (the first build failed): it reloads by itself once there is. */
function waitingPage(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Waiting for a build</title><script type="module" src="${CLIENT}"></script></head><body><main><h1>The site has not been built yet</h1><p>Fix the problems shown in the terminal and save: this page reloads by itself.</p></main></body></html>`;
}
