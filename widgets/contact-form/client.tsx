import '../forms/forms.css';
import { hydrateIslands } from '../shared/hydrate';
import { ContactForm } from './ContactForm';

// Browser entry on our own pages: hydrate every server-rendered contact form.
hydrateIslands('contact-form', ContactForm);
