// The settings `site build` bakes into dist/_worker.js (cli/pipeline/bundle/bundle-edge.ts): a ProxyConfig.
declare module 'chinook:edge-config' {
  const config: unknown;
  export default config;
}
