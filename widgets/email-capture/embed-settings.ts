import raw from 'chinook:embed-settings';
import type { EmailCaptureContent } from './email-capture-content';

/** What the email-capture embed knows of our site without fetching anything: baked in at build time. */
export interface EmailCaptureEmbedSettings {
  siteUrl: string;
  /** Our form endpoint (site.yaml forms.resource), used unless the partner names their own. */
  endpoint: string;
  content: EmailCaptureContent;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const emailCaptureEmbedSettings = raw as EmailCaptureEmbedSettings;
