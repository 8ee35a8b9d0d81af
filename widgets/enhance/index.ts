import { bootConsent } from './consent-bootstrap';
import { enhanceQuickActions } from './quick-actions';
import { enhanceMobileMenu } from './mobile-menu';
import { followNotFoundRedirect } from './wildcard-redirect';

// The one script every page loads: consent first, then progressive enhancement. No React.
// Behaviours only some pages need are page features (features/<name>.ts), loaded by the pages
// whose markup asks for them with data-enhance="<name>".
// A 404 page that is only a detour (a host without `_redirects` or clean URLs) leaves at once,
// before the consent banner could show.
if (!followNotFoundRedirect(document)) {
  bootConsent(document);
  enhanceMobileMenu(document);
  enhanceQuickActions(document);
}
