import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuilderHost } from '../../../../cli/dev/builder-host';

/** A builder thread that dies on its first build (as one importing a template that does not compile), then builds. */
const DIES_ONCE = `
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
parentPort.on('message', (request) => {
  if (!existsSync(workerData.flag)) {
    writeFileSync(workerData.flag, '');
    throw new Error('Transform failed with 1 error: templates/pages/Legal.tsx:39:23: ERROR: Unexpected ";"');
  }
  parentPort.postMessage({ id: request.id, ok: true, routes: 1, rendered: 1, reused: 0, ms: 1, plan: { kind: 'full', reason: 'test' }, css: [] });
});
`;

describe('the dev builder thread', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'builder-host-'));
    await writeFile(path.join(dir, 'dies-once.mjs'), DIES_ONCE);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('that dies gives a failed build saying why, and the next build starts a new thread', async () => {
    const options = { contentDir: dir, outDir: dir, flag: path.join(dir, 'died') };
    const host = new BuilderHost(options, pathToFileURL(path.join(dir, 'dies-once.mjs')));
    try {
      expect(await host.build()).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^the builder stopped: .*Legal\.tsx:39:23/),
      });
      expect(await host.build()).toMatchObject({ ok: true, rendered: 1 });
    } finally {
      await host.close();
    }
  });
});
