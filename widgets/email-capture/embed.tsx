import formsCss from '../forms/forms.css';
import { formEmbedOptions } from '../forms/embed-options';
import { registerEmbed } from '../shared/embed';
import frameCss from '../shared/widget-frame.css';
import css from './email-capture.css';
import { EmailCapture } from './EmailCapture';
import { resourceChoices } from './email-capture-content';
import { emailCaptureEmbedSettings as settings } from './embed-settings';

// Read synchronously at top level: document.currentScript is null once the script has run.
const script = document.currentScript as HTMLScriptElement | null;

/**
 * Partner embed: <div data-chinook-widget="email-capture"></div> plus this script. Options:
 * data-endpoint, data-title, data-submit-label, data-error-message, data-resource (the download
 * picked at first). The resource library opens on our site; no analytics, no toasts.
 */
registerEmbed(
  'email-capture',
  {
    css: frameCss + formsCss + css,
    render: (options, { origin }) => {
      const { endpoint, title, content } = formEmbedOptions(options, settings.endpoint, settings.content);
      const resource = resourceChoices(content).find((r) => r === options.resource);
      return (
        <EmailCapture
          endpoint={endpoint}
          content={{ ...content, title: title ?? content.title }}
          sourcePath={window.location.pathname}
          libraryUrl={new URL(content.libraryHref, origin).href}
          initialResource={resource}
          trackEvents={false}
          toasts={false}
        />
      );
    },
  },
  script,
);
