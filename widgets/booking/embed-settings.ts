import raw from 'chinook:embed-settings';
import type { BookingContent } from './booking-content';

/** What the booking embed knows of our site without fetching anything: baked in at build time. */
export interface BookingEmbedSettings {
  siteUrl: string;
  url: string;
  scriptUrl: string;
  content: BookingContent;
}

/** The build's settings for this embed script (a virtual module the embed bundler provides). */
export const bookingEmbedSettings = raw as BookingEmbedSettings;
