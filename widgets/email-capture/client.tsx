import '../shared/widget-frame.css';
import '../forms/forms.css';
import './email-capture.css';
import { hydrateIsland, type IslandEntry } from '../shared/hydrate';
import { EmailCapture } from './EmailCapture';

// Browser entry on our own pages: the island loader imports it when an email capture island is needed
// (near the viewport, or touched) and hands it that island's element.
export const hydrate: IslandEntry['hydrate'] = (island) => hydrateIsland(island, EmailCapture);
