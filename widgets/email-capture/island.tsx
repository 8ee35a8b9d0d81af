import { defineIsland } from '../shared/island';
import { EmailCapture } from './EmailCapture';
import { resourceLinkSelector } from './use-resource-links';

/**
 * The resource-download email form as an island; widgets/email-capture/client.tsx hydrates it.
 * With an anchor, the page's 'Download Free' links to it pick its download, also when they are
 * clicked before its code arrived.
 */
export const EmailCaptureIsland = defineIsland('email-capture', EmailCapture, {
  links: (props) => (props.anchorId ? resourceLinkSelector(props.anchorId) : undefined),
});
