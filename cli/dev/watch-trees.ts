import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * Watches folders and everything below them with the operating system's own recursive watch
 * (inotify, FSEvents, ReadDirectoryChangesW through node:fs). `onChange` gets the absolute path
 * of each file or folder changed, added or removed, or undefined when the system could not say
 * which (then anything may have changed).
 *
 * Not chokidar: it reads a whole folder again on any event in it, so each save of one post
 * cost 4,000 lstat calls at 4,000 posts (75-100 ms of the main thread, which then answered the
 * browser's reload that much later).
 */
export function watchTrees(dirs: readonly string[], onChange: (file: string | undefined) => void): { close(): void } {
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, name) => onChange(name ? path.join(dir, name.toString()) : undefined)),
  );
  for (const watcher of watchers) watcher.on('error', () => onChange(undefined));
  return {
    close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}
