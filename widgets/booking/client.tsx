import '../shared/widget-frame.css';
import './booking.css';
import { hydrateIsland, type IslandEntry } from '../shared/hydrate';
import { Booking } from './Booking';

// Browser entry on our own pages: the island loader imports it when a booking island is needed
// (near the viewport, or touched) and hands it that island's element.
export const hydrate: IslandEntry['hydrate'] = (island) => hydrateIsland(island, Booking);
