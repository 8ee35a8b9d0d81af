import '../shared/widget-frame.css';
import '../forms/forms.css';
import { hydrateIsland, type IslandEntry } from '../shared/hydrate';
import { LeadForm } from './LeadForm';

// Browser entry on our own pages: the island loader imports it when a lead form island is needed
// (near the viewport, or touched) and hands it that island's element.
export const hydrate: IslandEntry['hydrate'] = (island) => hydrateIsland(island, LeadForm);
