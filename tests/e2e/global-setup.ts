import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../cli/pipeline/driver/build-site';
import { parseOverrides } from '../../cli/lib/overrides';
import { startPreview } from '../../cli/preview/server';
import { REPO_ROOT } from '../support/fixtures';
import { startMockForms } from '../support/mock-forms';
import { partnerPolicy, startMockServices } from '../support/mock-services';

export const E2E_DIST = path.join(REPO_ROOT, 'tests/.tmp/e2e-dist');
export const MEASUREMENT_ID = 'G-E2ETEST1';

/**
 * Starts the stand-in services, builds the real site with every service pointed at them
 * (`--set`, as a maintainer would), and serves it with the preview server. Everything
 * listens on 127.0.0.1, port 0; tests read PREVIEW_URL and MOCK_URL; the returned
 * function stops both servers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mock = await startMockServices();
  const forms = await startMockForms(partnerPolicy);
  await rm(E2E_DIST, { recursive: true, force: true });
  await buildSite({
    contentDir: path.join(REPO_ROOT, 'content'),
    outDir: E2E_DIST,
    includeInternal: true,
    overrides: parseOverrides([
      `analytics.measurementId=${MEASUREMENT_ID}`,
      `analytics.scriptUrl=${mock.url}/gtag/js`,
      `booking.url=${mock.url}/schedule`,
      `booking.scriptUrl=${mock.url}/scheduler/widget.js`,
      ...['contact', 'lead', 'resource'].map((form) => `forms.${form}=${forms.url}/f/${form}`),
      `pagespeed.endpoint=${mock.url}/pagespeed/runPagespeed`,
      // The checker calls the mock directly here; tests/e2e/pagespeed-proxy.spec.ts covers the proxy.
      'pagespeed.proxy=false',
    ]),
  });
  const preview = await startPreview({ root: E2E_DIST, port: 0 });
  process.env.PREVIEW_URL = preview.url;
  process.env.MOCK_URL = mock.url;
  process.env.MOCK_FORMS_URL = forms.url;
  process.env.E2E_DIST = E2E_DIST;
  return async () => {
    await preview.close();
    await mock.close();
    await forms.close();
  };
}
