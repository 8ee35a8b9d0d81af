import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeKind } from '../../../../cli/dev/change-kind';
import { listenOnFreePort } from '../../../../cli/dev/free-port';
import { startPreview } from '../../../../cli/preview/server';
import { REPO_ROOT } from '../../../support/fixtures';

describe('dev server helpers', () => {
  it('takes the next free port when the asked one is busy, and says so', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as AddressInfo).port;
    const log: string[] = [];
    const server = await listenOnFreePort(
      busy,
      (port) => startPreview({ root: REPO_ROOT, port }),
      (line) => log.push(line),
    );
    try {
      expect(server.port).toBeGreaterThan(busy);
      expect(log[0]).toBe(`Port ${busy} is in use; trying ${busy + 1}.`);
    } finally {
      await server.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('tells content edits, stylesheet edits and code edits apart', () => {
    const content = path.join(REPO_ROOT, 'content');
    const at = (file: string) => path.join(REPO_ROOT, file);
    expect(changeKind([at('content/blog/a.md'), at('content/site.yaml')], content)).toBe('content');
    expect(changeKind([at('templates/styles/kit.css'), at('widgets/booking/booking.css')], content)).toBe('styles');
    expect(changeKind([at('templates/styles/kit.css'), at('templates/pages/Legal.tsx')], content)).toBe('code');
    expect(changeKind([at('templates/styles/kit.css'), at('content/blog/a.md')], content)).toBe('content');
  });
});
