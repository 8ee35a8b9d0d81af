import { defineIsland } from '../shared/island';
import { Checker } from './Checker';

/** The website checker as an island: templates render it; widgets/checker/client.tsx hydrates it. */
export const CheckerIsland = defineIsland('checker', Checker);
