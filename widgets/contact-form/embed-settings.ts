import raw from 'chinook:embed-settings';
import type { ContactFormContent } from './contact-form-content';

/** What the contact-form embed knows of our site without fetching anything: baked in at build time. */
export interface ContactFormEmbedSettings {
  siteUrl: string;
  /** Our form endpoint (site.yaml forms.contact), used unless the partner names their own. */
  endpoint: string;
  content: ContactFormContent;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const contactFormEmbedSettings = raw as ContactFormEmbedSettings;
