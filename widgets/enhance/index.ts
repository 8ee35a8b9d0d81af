import { enhanceBackToTop } from './back-to-top';
import { enhanceMobileMenu } from './mobile-menu';
import { enhancePostFilter } from './post-filter';
import { followWildcardRedirect } from './wildcard-redirect';

// The one script every page loads: progressive enhancement only, no React.
followWildcardRedirect(document);
enhanceMobileMenu(document);
enhanceBackToTop(document);
enhancePostFilter(document);
