import { site } from '../pipeline/site/index';

/**
 * The variables the site's edge worker reads from its host (its definition's `edge.env`), from
 * this process's environment, as a host gives its own: set ones only. None in a folder whose site
 * cannot be loaded (a built folder served on its own): its worker then runs without them.
 */
export function workerEnv(): Record<string, string> {
  let names: readonly string[];
  try {
    names = site().edge?.env ?? [];
  } catch {
    names = [];
  }
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}
