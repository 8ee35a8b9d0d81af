/**
 * The site the engine builds, loaded at run time from the folder of the site the command runs in
 * (load-site.ts), its facts as the engine handles them (facts.ts) and its Content-Security-Policy
 * (policy.ts).
 */
export { site, type SiteDefinition } from './load-site';
export { createFacts, isFactDirective, mayUseFactDirective, pricedOffers, resolveDirective, type Facts } from './facts';
export { pagePolicyOf, sitePolicy } from './policy';
export { directiveTargets } from './directives-in-text';
