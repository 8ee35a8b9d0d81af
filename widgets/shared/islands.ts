import { loadIslands } from './island-loader';

// The island loader, loaded by pages with islands only: imports each island's code when it is needed.
loadIslands(document);
