import type { Page } from '../../cli/pipeline/content/page';
import type { RelationSite } from '../../cli/pipeline/content/relations/sources';
import { TEMPLATES } from '../../templates/registry';
import { parseYamlSource } from '../../cli/lib/yaml-source';

/** A page of a made-up site: its file, template, collection and front matter as YAML. */
export interface PageText {
  file: string;
  template: string;
  yaml: string;
  collection?: Page['collection'];
  route?: string;
}

/**
 * A site for the relation checks, from YAML texts (data sets by name, pages with their front
 * matter), each field with the line it has in its text, so a test reads the lines it expects
 * from the text it wrote. Front matter starts on line 2, below its opening `---`.
 */
export function relationSite(data: Readonly<Record<string, string>>, pages: readonly PageText[] = []): RelationSite {
  const parsed = Object.fromEntries(
    Object.entries(data).map(([name, text]) => [name, parseYamlSource(text, `content/data/${name}.yaml`)]),
  );
  return {
    data: {
      data: Object.fromEntries(Object.entries(parsed).map(([name, source]) => [name, source.data])),
      files: Object.fromEntries(Object.keys(parsed).map((name) => [name, `content/data/${name}.yaml`])),
      lines: Object.fromEntries(Object.entries(parsed).map(([name, source]) => [name, source.lineOf])),
      images: [],
      problems: [],
    },
    pages: pages.map((page) => {
      const source = parseYamlSource(page.yaml, page.file, 2);
      return {
        source: {
          file: page.file,
          absPath: `/site/${page.file}`,
          data: source.data as Record<string, unknown>,
          body: '',
          bodyLine: 1,
          lineOf: source.lineOf,
          problems: [],
        },
        collection: page.collection ?? 'pages',
        templateName: page.template,
        template: TEMPLATES[page.template]!,
        data: source.data,
        route: page.route ?? `/${page.file.replace(/^content\/(pages|cloud)\/|\.(md|yaml)$/g, '')}`,
        title: 'A page',
        description: 'A page of a made-up site for the relation checks.',
      } satisfies Page;
    }),
  };
}

/** The line of the first line of `text` holding `needle` (1-based), plus `offset` (front matter: 1). */
export function lineOf(text: string, needle: string, offset = 0): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`the text has no line with ${needle}`);
  return index + 1 + offset;
}
