import { InvalidArgumentError } from 'commander';

/** A repeatable flag (`--set a=1 --set b=2`): each value added to the ones before. */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** `--port`: 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new InvalidArgumentError('must be a port number from 0 to 65535');
  return port;
}

/** A server a command runs until Ctrl+C (or a stop signal): it closes, then the process exits. */
export function closeOnSignal(server: { close(): Promise<void> }): void {
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
