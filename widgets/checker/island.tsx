import { defineIsland } from '../shared/island';
import { Checker } from './Checker';
import { SHARE_PARAM } from './share-url';

/**
 * The website checker as an island: templates render it; widgets/checker/client.tsx hydrates it.
 * A shareable one starts from ?url=, so on such a link its code loads with the page.
 */
export const CheckerIsland = defineIsland('checker', Checker, {
  query: (props) => (props.shareable ? [SHARE_PARAM] : []),
});
