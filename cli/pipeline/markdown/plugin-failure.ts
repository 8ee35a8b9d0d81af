import type { Plugin, Processor, TransformCallback, Transformer } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { treeFingerprint } from './tree-fingerprint';
import type { PluginSpec } from './plugin-specs';

const DETAIL = {
  load: (reason: string) => `could not be loaded (${reason})`,
  'not-a-plugin': (reason: string) => `is not a plugin: ${reason}`,
  setup: (reason: string, withOptions: boolean) =>
    `throws when set up${withOptions ? ' with its options' : ''}: ${reason}`,
  render: (reason: string) => `failed on this page: ${reason}`,
};

/** A maintainer's plugin failed: to load, to be set up with its options, or on one body. */
export class PluginFailure extends Error {
  override name = 'PluginFailure';
  /** What went wrong, after the plugin's name: `failed on this page: ...`. */
  readonly detail: string;
  constructor(
    readonly spec: Pick<PluginSpec, 'name' | 'field' | 'path' | 'options'>,
    readonly stage: keyof typeof DETAIL,
    override readonly cause: unknown,
  ) {
    const detail = DETAIL[stage](
      cause instanceof Error ? cause.message.split('\n')[0]! : String(cause),
      spec.options !== undefined,
    );
    super(`${spec.name} ${detail}`);
    this.detail = detail;
  }
}

type AnyPlugin = (this: Processor, ...args: unknown[]) => Transformer | undefined | void;

/**
 * The plugin as unified runs it, with every failure named after the plugin: an error thrown when
 * it is set up or when it transforms a body (thrown, rejected or passed to its callback) becomes a
 * PluginFailure, so the build can say which plugin of site.yaml failed on which page. Each body it
 * changes (its tree before and after differ) is marked in `file.data.changedBy` with its field,
 * so a build can tell a plugin that changed no page (see unusedPlugins).
 */
export function namedPlugin(spec: PluginSpec, plugin: AnyPlugin): Plugin<[], Node> {
  return function (this: Processor) {
    let transformer: Transformer | undefined | void;
    try {
      transformer = spec.options === undefined ? plugin.call(this) : plugin.call(this, spec.options);
    } catch (error) {
      throw new PluginFailure(spec, 'setup', error);
    }
    if (typeof transformer !== 'function') return undefined;
    const run = transformer;
    const fail = (error: unknown) =>
      error instanceof PluginFailure ? error : new PluginFailure(spec, 'render', error);
    const noteChange = (before: number, after: Node | undefined | void, tree: Node, file: VFile) => {
      if (treeFingerprint(after ?? tree) !== before) (file.data.changedBy ??= []).push(spec.field);
    };
    // unified passes a callback only to transformers that declare three parameters.
    if (run.length >= 3) {
      return (tree: Node, file, next: TransformCallback) => {
        const before = treeFingerprint(tree);
        run(tree, file, (error, ...rest) => {
          if (error) return next(fail(error));
          noteChange(before, rest[0], tree, file);
          return next(undefined, ...rest);
        });
      };
    }
    return (tree: Node, file) => {
      const before = treeFingerprint(tree);
      try {
        const result = (run as (tree: Node, file: VFile) => ReturnType<Transformer>)(tree, file);
        if (!(result instanceof Promise)) {
          noteChange(before, result as Node | undefined, tree, file);
          return result;
        }
        return result.then(
          (after) => {
            noteChange(before, after as Node | undefined, tree, file);
            return after;
          },
          (error: unknown) => Promise.reject(fail(error)),
        );
      } catch (error) {
        throw fail(error);
      }
    };
  } as Plugin<[], Node>;
}
