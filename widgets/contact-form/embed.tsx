import formsCss from '../forms/forms.css';
import { formEmbedOptions } from '../forms/embed-options';
import { registerEmbed } from '../shared/embed';
import frameCss from '../shared/widget-frame.css';
import { ContactForm } from './ContactForm';
import { contactFormEmbedSettings as settings } from './embed-settings';

// Read synchronously at top level: document.currentScript is null once the script has run.
const script = document.currentScript as HTMLScriptElement | null;

/**
 * Partner embed: <div data-chinook-widget="contact-form"></div> plus this script. Options:
 * data-endpoint, data-title, data-submit-label, data-success-message, data-error-message.
 * It sends no analytics and shows no toasts: the partner's page, the partner's tools.
 */
registerEmbed(
  'contact-form',
  {
    css: frameCss + formsCss,
    render: (options) => {
      const { endpoint, title, content } = formEmbedOptions(options, settings.endpoint, settings.content);
      return <ContactForm endpoint={endpoint} title={title} content={content} trackEvents={false} toasts={false} />;
    },
  },
  script,
);
