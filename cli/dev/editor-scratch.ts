/**
 * Names editors give their own working files, never content or code: vim's swap files
 * (`.post.md.swp`, `.swo`, `.swx`…) and its write probe `4913`, backups (`post.md~`), emacs's
 * lock and autosave files (`.#post.md`, `#post.md#`), `.tmp` files of safe writes
 * (`.post.md.tmp.123`, `post.md.tmp-abc`), JetBrains' `___jb_tmp___`/`___jb_old___`, Chromium's
 * File System Access `.crswap`, and Finder's `.DS_Store`.
 */
const SCRATCH: readonly RegExp[] = [
  /^\..*\.sw[a-px]$/,
  /^4913$/,
  /~$/,
  /^\.#/,
  /^#.*#$/,
  /\.tmp(?:[.\-_]\w*|\d*)$/i,
  /___jb_(?:tmp|old|bak)___$/,
  /\.crswap$/,
  /^\.DS_Store$/,
];

/** Whether a file name is an editor's scratch file (see SCRATCH): the dev server never takes it for a change. */
export function isEditorScratch(name: string): boolean {
  return SCRATCH.some((pattern) => pattern.test(name));
}
