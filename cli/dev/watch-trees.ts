import { watch, type FSWatcher } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isEditorScratch } from './editor-scratch';

/** What changed in one batch: the files changed, added or removed, or `everything` when the system could not say. */
export interface TreeChanges {
  files: string[];
  /** Roots below which anything may have changed (a watch failed or overflowed). */
  everything: string[];
}

interface Folder {
  watcher: FSWatcher;
  root: string;
  /** Entries as last seen: a name that vanishes without ever being seen was an editor's scratch file. */
  entries: Map<string, 'file' | 'folder'>;
}

/**
 * Watches folders, not files: one watch per folder of each tree (inotify, FSEvents and
 * ReadDirectoryChangesW report their children by name). A file watch follows an inode, so an
 * editor that saves by writing a temporary file and renaming it over the original (vim, `sed -i`,
 * IDEs' safe write) leaves it watching a deleted file; a folder's watch sees the new file under
 * the old name. Node's own recursive watch on Linux watches files, and loses them that way.
 *
 * Events gather for `batchMs`; then each named path is looked at once: present is a change,
 * gone is a removal, gone and never seen is a temporary file that came and went inside the batch
 * and is dropped, as are editors' swap, backup and probe files (see isEditorScratch). New folders
 * are watched and their files reported; removed ones are unwatched and theirs reported.
 *
 * Not chokidar: it reads a whole folder again on any event in it, so each save of one post
 * cost 4,000 lstat calls at 4,000 posts (75-100 ms of the main thread).
 */
export async function watchTrees(
  roots: readonly string[],
  onBatch: (changes: TreeChanges) => void,
  batchMs = 10,
): Promise<{ close(): void }> {
  const folders = new Map<string, Folder>();
  const pending = new Map<string, string>(); // path -> root
  const everything = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let settling = Promise.resolve();

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (settling = settling.then(settle)), batchMs);
  };

  const addFolder = async (dir: string, root: string, found?: string[]): Promise<void> => {
    if (closed || folders.has(dir)) return;
    let listed;
    try {
      listed = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // gone again before it could be read: its parent's event says so
    }
    const entries = new Map<string, 'file' | 'folder'>();
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (name === null) everything.add(root);
        else if (!isEditorScratch(name.toString())) pending.set(path.join(dir, name.toString()), root);
        schedule();
      });
    } catch {
      return;
    }
    watcher.on('error', () => {
      everything.add(root);
      schedule();
    });
    folders.set(dir, { watcher, root, entries });
    for (const entry of listed) {
      if (isEditorScratch(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        entries.set(entry.name, 'folder');
        await addFolder(full, root, found);
      } else {
        entries.set(entry.name, 'file');
        found?.push(full);
      }
    }
  };

  const removeFolder = (dir: string, gone: string[]) => {
    const folder = folders.get(dir);
    if (!folder) return;
    folder.watcher.close();
    folders.delete(dir);
    for (const [name, kind] of folder.entries) {
      const full = path.join(dir, name);
      if (kind === 'folder') removeFolder(full, gone);
      else gone.push(full);
    }
  };

  async function settle(): Promise<void> {
    if (closed) return;
    const named = [...pending];
    pending.clear();
    const files = new Set<string>();
    for (const [full, root] of named) {
      const parent = folders.get(path.dirname(full));
      const name = path.basename(full);
      const seen = parent?.entries.get(name);
      const now = await lstat(full).then(
        (s) => (s.isDirectory() ? ('folder' as const) : ('file' as const)),
        () => undefined,
      );
      if (seen === 'folder' && now !== 'folder') {
        const gone: string[] = [];
        removeFolder(full, gone);
        for (const file of gone) files.add(file);
      }
      if (now === 'folder' && seen !== 'folder') {
        const found: string[] = [];
        await addFolder(full, root, found);
        for (const file of found) files.add(file);
      }
      if (now) parent?.entries.set(name, now);
      else parent?.entries.delete(name);
      // A file now, or one that was: a change. Never seen and gone: a temporary file.
      if (now === 'file' || (!now && seen === 'file')) files.add(full);
    }
    const batch = { files: [...files], everything: [...everything] };
    everything.clear();
    if (batch.files.length || batch.everything.length) onBatch(batch);
  }

  for (const root of roots) await addFolder(path.resolve(root), path.resolve(root));
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const folder of folders.values()) folder.watcher.close();
      folders.clear();
    },
  };
}
