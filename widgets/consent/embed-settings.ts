import raw from 'chinook:embed-settings';

/** What the consent embed bakes in at build time. */
export interface ConsentEmbedSettings {
  siteUrl: string;
  /**
   * The banner's markup: ConsentBanner.tsx rendered to static HTML by the build, so the embed
   * needs no React on the partner's page (banner-controller.ts drives it, as on our pages).
   */
  markup: string;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const consentEmbedSettings = raw as ConsentEmbedSettings;
