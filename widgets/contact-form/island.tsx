import { defineIsland } from '../shared/island';
import { ContactForm } from './ContactForm';

/**
 * The home contact form as an island; its props are documented on ContactFormProps
 * (ContactForm.tsx). widgets/contact-form/client.tsx hydrates it.
 */
export const ContactFormIsland = defineIsland('contact-form', ContactForm);
