// The settings `site build` bakes into dist/_worker.js (cli/build/bundle/bundle-edge.ts): a ProxyConfig.
declare module 'chinook:edge-config' {
  const config: unknown;
  export default config;
}
