import raw from 'chinook:embed-settings';
import type { LeadFormContent } from './lead-form-content';

/** What the lead-form embed knows of our site without fetching anything: baked in at build time. */
export interface LeadFormEmbedSettings {
  siteUrl: string;
  /** Our form endpoint (site.yaml forms.lead), used unless the partner names their own. */
  endpoint: string;
  content: LeadFormContent;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const leadFormEmbedSettings = raw as LeadFormEmbedSettings;
