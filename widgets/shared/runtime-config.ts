/**
 * Settings the build hands to browser code on every page, as a JSON data block
 * (`<script type="application/json" id="site-runtime">`): static, so no inline script
 * is needed and the page's CSP can forbid them.
 */
export interface RuntimeConfig {
  analytics: {
    /** GA4 measurement id; empty means analytics is off. */
    measurementId: string;
    scriptUrl: string;
  };
}

export const RUNTIME_CONFIG_ID = 'site-runtime';
