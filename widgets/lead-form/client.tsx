import '../forms/forms.css';
import { hydrateIslands } from '../shared/hydrate';
import { LeadForm } from './LeadForm';

// Browser entry on our own pages: hydrate every server-rendered lead form.
hydrateIslands('lead-form', LeadForm);
