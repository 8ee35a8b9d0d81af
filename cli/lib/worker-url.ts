declare global {
  /**
   * Set when the CLI runs compiled (cli/bin/site.js, and the compiled modules' banner in threads):
   * the folder of the compiled modules.
   */
  var siteCompiledDir: string | undefined;
}

/**
 * The module a worker thread starts from: the compiled one when this process runs the compiled
 * CLI (no loader to register, nothing to transform), else the source entry that registers tsx.
 */
export function workerUrl(compiledName: string, sourceEntry: URL): string {
  const compiled = globalThis.siteCompiledDir;
  return compiled ? new URL(`./${compiledName}.mjs`, compiled).href : sourceEntry.href;
}
