import path from 'node:path';
import type { z } from 'zod';
import type { Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import { displayPath } from '../../lib/files';
import { readContentFiles, type SourceMemo } from '../../lib/read-content';
import type { FrontMatterCache } from './front-matter-cache';
import { imageFields } from './image-fields';
import type { FieldPath } from '../../lib/yaml-source';
import { validatedYaml } from './validated-yaml';

export interface DataResult {
  /** Validated data sets by name (the file name without .yaml). */
  data: Record<string, unknown>;
  /** The file of each data set, for the inputs of the pages that read it. */
  files: Record<string, string>;
  /** The line of a field of each data set, for problems found after validation (references). */
  lines: Record<string, (path: FieldPath) => number | undefined>;
  /** The images the data sets show, for the problem when one is not in content/. */
  images: DataImage[];
  problems: Problem[];
}

/** An image field of a data set, with its file and (found only when asked, for a problem) its line. */
export interface DataImage {
  file: string;
  field: string;
  src: string;
  line(): number | undefined;
}

/** Reads content/data/*.yaml, each validated by the schema registered under its name. */
export async function loadData(
  contentDir: string,
  schemas: Readonly<Record<string, z.ZodType>>,
  memo?: SourceMemo,
  cache?: FrontMatterCache,
): Promise<DataResult> {
  const dir = path.join(contentDir, 'data');
  const listed = await listContentFiles(dir, ['.yaml', '.yml'], contentDir);
  // A file that cannot be read still counts as present: its problem says why, not "is missing".
  const seen = new Set(listed.files.map((file) => path.basename(file).replace(/\.ya?ml$/, '')));
  const { sources, problems } = await readContentFiles(listed.files, contentDir, memo);
  const result: DataResult = {
    data: {},
    files: {},
    lines: {},
    images: [],
    problems: [...listed.problems, ...problems],
  };
  for (const source of sources) {
    const name = path.basename(source.absPath).replace(/\.ya?ml$/, '');
    const schema = schemas[name];
    if (!schema) {
      const known = Object.keys(schemas);
      result.problems.push({
        file: source.file,
        message: `is not a known data set`,
        hint: known.length
          ? `Known data sets: ${known.join(', ')}. Rename the file, or add its schema to templates/model/data/ (one file per data set, listed in templates/model/data/index.ts).`
          : 'Add its schema to templates/model/data/ (one file per data set, listed in templates/model/data/index.ts) before using it.',
      });
      continue;
    }
    const read = validatedYaml(source, schema, cache);
    if (read.status === 'invalid') result.problems.push(...read.problems);
    else if (read.status === 'empty') {
      const hint = `Templates read the data set "${name}": give it the entries templates/model/data/${name}.ts describes.`;
      result.problems.push({ file: source.file, message: 'is empty', hint });
    } else {
      result.data[name] = read.data;
      result.files[name] = source.file;
      const { lineOf } = read;
      result.lines[name] = lineOf;
      for (const image of imageFields(read.data))
        result.images.push({ file: source.file, field: image.field, src: image.src, line: () => lineOf(image.path) });
    }
  }
  for (const name of Object.keys(schemas)) {
    if (!seen.has(name)) {
      result.problems.push({
        file: displayPath(path.join(dir, `${name}.yaml`)),
        message: 'is missing',
        hint: `Templates read the data set "${name}"; create the file.`,
      });
    }
  }
  return result;
}
