import { existsSync } from 'node:fs';
import { editedFiles, intactOutput, readManifest, stampTree, type BuildSummary, type Stamped } from './manifest';

/** What `site build` checks before building, and records after. */
export interface InputCheck {
  manifestFile: string;
  key: string;
  content: Stamped[];
  /** Set when nothing changed since the last build into this folder. */
  summary?: BuildSummary;
  /**
   * Set when the last build into this folder is intact and the only change since is to the
   * text of these content files (paths inside the content folder): none added or removed.
   */
  edited?: { files: string[]; summary: BuildSummary };
}

/**
 * Stamps the content folder and compares with the last build's manifest (same key, every content
 * file with the stamp it had, every file it wrote still there with its stamp, no update cut off):
 * equal, that build's output is what this one would write. This is what make does with
 * modification times, with the stamps and the file lists of both folders. Undefined when the
 * check cannot be made (a linked folder in the content, no content folder: the build reports that).
 */
export function checkInputs(options: {
  manifestFile: string;
  /** Everything else the output depends on: the compiled code, the options, the year. */
  key: string;
  contentDir: string;
  outDir: string;
}): InputCheck | undefined {
  let content: Stamped[] | undefined;
  try {
    content = stampTree(options.contentDir);
  } catch {
    return undefined;
  }
  if (!content) return undefined;
  const check: InputCheck = { manifestFile: options.manifestFile, key: options.key, content };
  const manifest = readManifest(options.manifestFile);
  if (!manifest || manifest.key !== options.key || existsSync(`${options.outDir}.updating`)) return check;
  const edited = editedFiles(manifest, content);
  if (!edited || !intactOutput(manifest, options.outDir)) return check;
  return edited.length
    ? { ...check, edited: { files: edited, summary: manifest.summary } }
    : { ...check, summary: manifest.summary };
}
