import { bootConsent } from './consent-bootstrap';
import { enhanceBackToTop } from './back-to-top';
import { enhanceMobileMenu } from './mobile-menu';
import { followWildcardRedirect } from './wildcard-redirect';

// The one script every page loads: consent first, then progressive enhancement. No React.
// Behaviours only some pages need are page features (features/<name>.ts), loaded by the pages
// whose markup asks for them with data-enhance="<name>".
bootConsent(document);
followWildcardRedirect(document);
enhanceMobileMenu(document);
enhanceBackToTop(document);
