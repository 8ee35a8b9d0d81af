import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeToFile } from '../../cli/pipeline/content/page';
import { expect, reachIslands, test } from './fixtures';
import { siteRoutes } from './routes';

/** The built page of a route, as the preview serves it. */
const builtPage = (route: string) => readFile(path.join(process.env.E2E_DIST!, routeToFile(route)), 'utf8');

/**
 * Urgency agrees with itself in the browser too: once every island on a page has hydrated, each
 * offer's spots-left labels show one number across the whole site, and every countdown shows
 * the same time left (templates/model/offers/scarcity.ts and the promotion of content/data/offers.yaml).
 */
test('after hydration, every spots-left label of one offer and every countdown show one value site-wide', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date('2026-11-26T12:00:00Z'));
  const routes: string[] = [];
  for (const route of await siteRoutes())
    if (/data-offer=|data-countdown-every=/.test(await builtPage(route))) routes.push(route);
  expect(routes.length).toBeGreaterThanOrEqual(5);

  const spots = new Map<string, Set<string>>();
  const countdowns = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    if ((await page.locator('[data-island]').count()) > 0) await reachIslands(page, '[data-island]');
    for (const label of await page.locator('[data-offer]').all()) {
      const offer = (await label.getAttribute('data-offer'))!;
      const number = /\d+/.exec(await label.innerText())?.[0] ?? `none on ${route}`;
      spots.set(offer, new Set([...(spots.get(offer) ?? []), number]));
    }
    for (const timer of await page.locator('[data-countdown-every]').all())
      countdowns.add((await timer.locator('[data-countdown-part]').allInnerTexts()).join(':'));
  }
  expect(spots.size).toBeGreaterThanOrEqual(5);
  for (const [offer, numbers] of spots) expect([...numbers], offer).toHaveLength(1);
  expect([...countdowns]).toHaveLength(1);
});
