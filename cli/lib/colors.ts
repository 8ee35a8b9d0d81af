/**
 * Terminal colours, only where they help: on a TTY, unless NO_COLOR is set; FORCE_COLOR turns
 * them on (or off with FORCE_COLOR=0) whatever the stream is (https://no-color.org).
 */
export function colorsEnabled(
  stream: { isTTY?: boolean } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return Boolean(stream.isTTY);
}

export interface Palette {
  ok(text: string): string;
  bad(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

const wrap = (on: boolean, open: number, close: number) => (text: string) =>
  on ? `\x1b[${open}m${text}\x1b[${close}m` : text;

export function palette(enabled = colorsEnabled()): Palette {
  return {
    ok: wrap(enabled, 32, 39),
    bad: wrap(enabled, 31, 39),
    dim: wrap(enabled, 2, 22),
    bold: wrap(enabled, 1, 22),
  };
}
