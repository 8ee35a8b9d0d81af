import { describe, expect, it } from 'vitest';
import { createProgress } from '../../../cli/commands/progress';
import { colorsEnabled, palette } from '../../../cli/lib/colors';

describe('colours', () => {
  it('follow NO_COLOR and FORCE_COLOR, else whether the stream is a terminal', () => {
    expect(colorsEnabled({ isTTY: true }, {})).toBe(true);
    expect(colorsEnabled({ isTTY: false }, {})).toBe(false);
    expect(colorsEnabled({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colorsEnabled({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorsEnabled({ isTTY: true }, { FORCE_COLOR: '0' })).toBe(false);
    expect(palette(true).ok('x')).toBe('\x1b[32mx\x1b[39m');
    expect(palette(false).ok('x')).toBe('x');
  });
});

describe('progress', () => {
  const stream = (isTTY: boolean) => {
    const writes: string[] = [];
    return { isTTY, write: (chunk: string) => writes.push(chunk) > 0, writes } as unknown as NodeJS.WriteStream & {
      writes: string[];
    };
  };

  it('shows nothing without a terminal, or during the first second', async () => {
    const pipe = stream(false);
    const off = createProgress(pipe);
    off.update({ step: 'Rendering pages', done: 10, total: 100 });
    expect(pipe.writes).toEqual([]);
    const tty = stream(true);
    const early = createProgress(tty);
    early.update({ step: 'load content' });
    expect(tty.writes).toEqual([]);
    expect(early.current).toBe('load content…');
  });

  it('on a terminal, after a second, rewrites one line with pages of total, and clears it at the end', async () => {
    const tty = stream(true);
    const progress = createProgress(tty);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    progress.update({ step: 'Rendering pages', done: 1200, total: 4025 });
    progress.done();
    expect(tty.writes).toEqual(['\r\x1b[2KRendering pages 1,200 of 4,025', '\r\x1b[2K']);
  });
});
