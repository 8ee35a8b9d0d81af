import '../shared/widget-frame.css';
import './checker.css';
import { hydrateIsland, type IslandEntry } from '../shared/hydrate';
import { Checker } from './Checker';

// Browser entry on our own pages: the island loader imports it when a checker island is needed
// (near the viewport, or touched) and hands it that island's element.
export const hydrate: IslandEntry['hydrate'] = (island) => hydrateIsland(island, Checker);
