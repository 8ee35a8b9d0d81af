import { registerEmbed } from '../shared/embed';
import frameCss from '../shared/widget-frame.css';
import css from './checker.css';
import { Checker } from './Checker';
import { defaultEndpoint, readEmbedOptions } from './embed-options';
import { checkerEmbedSettings as settings } from './embed-settings';

// Read synchronously at top level: document.currentScript is null once the script has run.
const script = document.currentScript as HTMLScriptElement | null;

/**
 * Partner embed: <div data-chinook-widget="checker"></div> plus this script. Options:
 * data-endpoint (the partner's PageSpeed proxy), data-api-key (their own key, for Google's API),
 * data-contact-url ('Get Professional Help'), data-theme-color (#rrggbb).
 */
registerEmbed(
  'checker',
  {
    css: frameCss + css,
    render: (options) => {
      const endpoint = defaultEndpoint(settings, window.location.origin, Boolean(options.apiKey?.trim()));
      const { apiKey, contactHref, themeColor, ...chosen } = readEmbedOptions(
        options,
        { ...settings, endpoint },
        window.location.href,
      );
      return (
        <Checker
          content={settings.content}
          endpoint={chosen.endpoint}
          contactHref={contactHref}
          trackEvents={false}
          {...(apiKey ? { apiKey } : {})}
          {...(themeColor ? { themeColor } : {})}
        />
      );
    },
  },
  script,
);
