import raw from 'chinook:embed-config';
import type { BookingContent } from '../booking/booking-content';

/** What an embed script knows of our site without fetching anything: baked in at build time. */
export interface EmbedConfig {
  siteUrl: string;
  booking: { url: string; scriptUrl: string; content: BookingContent };
}

/** The build's settings for embed scripts (a virtual module the embed bundler provides). */
export const embedConfig = raw as EmbedConfig;
