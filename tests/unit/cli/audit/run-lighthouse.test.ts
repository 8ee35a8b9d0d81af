import { beforeEach, describe, expect, it, vi } from 'vitest';

const launched: { port: number; kill: ReturnType<typeof vi.fn> }[] = [];
const outcomes: (string | undefined)[] = [];

vi.mock('chrome-launcher', () => ({
  launch: vi.fn(async () => {
    const chrome = { port: 9000 + launched.length, kill: vi.fn() };
    launched.push(chrome);
    return chrome;
  }),
}));
vi.mock('lighthouse', () => ({
  default: vi.fn(async (url: string, flags: { port: number }) => {
    const code = outcomes.shift();
    return {
      lhr: { requestedUrl: url, port: flags.port, runtimeError: code ? { code, message: code } : undefined },
      report: '<html></html>',
    };
  }),
}));
vi.mock('../../../../cli/lib/find-chromium', () => ({ findChromium: () => '/usr/bin/chromium', HEADLESS_FLAGS: [] }));

const { startLighthouse } = await import('../../../../cli/audit/run-lighthouse');

describe('a Lighthouse session', () => {
  beforeEach(() => {
    launched.length = 0;
    outcomes.length = 0;
  });

  it('runs route after route in one browser, and closes it at the end', async () => {
    const session = await startLighthouse();
    for (const route of ['/', '/about', '/blog']) await session.run(`http://127.0.0.1${route}`);
    expect(launched).toHaveLength(1);
    expect(launched[0]!.kill).not.toHaveBeenCalled();
    await session.close();
    expect(launched[0]!.kill).toHaveBeenCalledOnce();
  });

  it('gives a run whose trace failed a fresh browser, and keeps that one for the next route', async () => {
    outcomes.push('NO_NAVSTART');
    const session = await startLighthouse();
    const run = await session.run('http://127.0.0.1/');
    expect((run.lhr as unknown as { port: number }).port).toBe(9001);
    await session.run('http://127.0.0.1/about');
    expect(launched).toHaveLength(2);
    expect(launched[0]!.kill).toHaveBeenCalledOnce();
    await session.close();
    expect(launched[1]!.kill).toHaveBeenCalledOnce();
  });

  it('stops on an error that is not a failed trace, naming the URL', async () => {
    outcomes.push('ERRORED_DOCUMENT_REQUEST');
    const session = await startLighthouse();
    await expect(session.run('http://127.0.0.1/x')).rejects.toThrow('Lighthouse could not audit http://127.0.0.1/x');
    await session.close();
  });
});
