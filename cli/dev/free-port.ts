/** How many ports after the requested one to try. */
const TRIES = 20;

/**
 * Starts a server on `port`, or on the next free one when it is taken, saying so: a second
 * `site dev` beside a first one just works.
 */
export async function listenOnFreePort<T>(
  port: number,
  start: (port: number) => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  for (let candidate = port, tried = 0; ; candidate += 1, tried += 1) {
    try {
      return await start(candidate);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || tried >= TRIES) throw error;
      log(`Port ${candidate} is in use; trying ${candidate + 1}.`);
    }
  }
}
