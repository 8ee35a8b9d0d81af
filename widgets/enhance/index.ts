import { bootConsent } from './consent-bootstrap';
import { enhanceBackToTop } from './back-to-top';
import { enhanceMobileMenu } from './mobile-menu';
import { enhancePostFilter } from './post-filter';
import { followWildcardRedirect } from './wildcard-redirect';

// The one script every page loads: consent first, then progressive enhancement. No React.
bootConsent(document);
followWildcardRedirect(document);
enhanceMobileMenu(document);
enhanceBackToTop(document);
enhancePostFilter(document);
