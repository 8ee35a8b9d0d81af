import { defineIsland } from '../shared/island';
import { LeadForm } from './LeadForm';

/** The contact page's lead form as an island; widgets/lead-form/client.tsx hydrates it. */
export const LeadFormIsland = defineIsland('lead-form', LeadForm);
