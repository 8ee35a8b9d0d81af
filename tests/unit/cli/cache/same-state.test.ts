import { describe, expect, it } from 'vitest';
import { emptyState, sameState, type BuildState } from '../../../../cli/cache/build-state';

const bundle = (path: string) => ({ files: [{ path, object: `object-of-${path}`, bytes: 10 }], manifest: { path } });

describe('sameState', () => {
  const state: BuildState = {
    ...emptyState(),
    bundles: { site: bundle('site.js'), embeds: bundle('embed.js') },
    schema: 'code',
  };

  it('holds for the same bundles finished in the other order (the site and the embeds race)', () => {
    expect(sameState(state, { ...state, bundles: { embeds: bundle('embed.js'), site: bundle('site.js') } })).toBe(true);
  });

  it('fails for another bundle, or another schemas key', () => {
    expect(sameState(state, { ...state, bundles: { ...state.bundles, site: bundle('site-2.js') } })).toBe(false);
    expect(sameState(state, { ...state, schema: 'other code' })).toBe(false);
  });
});
