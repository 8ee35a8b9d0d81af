import { registerEmbed } from '../shared/embed';
import frameCss from '../shared/widget-frame.css';
import css from './booking.css';
import { Booking } from './Booking';
import { bookingEmbedSettings as settings } from './embed-settings';

// Read synchronously at top level: document.currentScript is null once the script has run.
const script = document.currentScript as HTMLScriptElement | null;

/**
 * Partner embed: <div data-chinook-widget="booking" data-variant="compact"></div> plus this
 * script. Options: data-variant (full | compact), data-booking-url, data-script-url.
 */
registerEmbed(
  'booking',
  {
    css: frameCss + css,
    render: (options) => (
      <Booking
        variant={options.variant === 'compact' ? 'compact' : 'full'}
        content={settings.content}
        bookingUrl={options.bookingUrl ?? settings.url}
        scriptUrl={options.scriptUrl ?? settings.scriptUrl}
        trackEvents={false}
      />
    ),
  },
  script,
);
