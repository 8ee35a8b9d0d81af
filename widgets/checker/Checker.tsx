import { useEffect, useRef, useState } from 'react';
import type { CheckerContent } from './checker-content';
import { Results } from './Results';
import { sharedAddress, shareHref } from './share-url';
import { ErrorCard, LoadingCard } from './StatusCards';
import { UrlForm } from './UrlForm';
import { useAnalysis } from './use-analysis';
import { validateWebsiteUrl } from './validate-url';

export interface CheckerProps {
  content: CheckerContent;
  /** The PageSpeed endpoint (site.yaml `pagespeed.endpoint`, or a partner's proxy). */
  endpoint: string;
  apiKey?: string;
  /** Where 'Get Professional Help' leads. */
  contactHref: string;
  /** Send the start events to our analytics (off in partner embeds: their page, their analytics). */
  trackEvents?: boolean;
  /** Our own page: read ?url= on load and keep it in the address bar (never a partner's address bar). */
  shareable?: boolean;
  /** A validated #rrggbb for buttons and tabs (partner embeds). */
  themeColor?: string;
}

function replaceAddress(address: string | undefined): void {
  window.history.replaceState(window.history.state, '', shareHref(window.location.href, address));
}

/**
 * The free website checker: idle (the form),
 * loading, error, results. The form shows only in idle; a failure also clears it.
 */
export function Checker({
  content,
  endpoint,
  apiKey,
  contactHref,
  trackEvents = true,
  shareable = false,
  themeColor,
}: CheckerProps) {
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [shareStatus, setShareStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the visitor's own actions only (not a shared link opening on page load).
  const acted = useRef(false);
  const { phase, start, reset } = useAnalysis({
    content,
    endpoint,
    ...(apiKey ? { apiKey } : {}),
    trackEvents,
    ...(shareable ? { onResults: replaceAddress } : {}),
    // A failure also clears the form.
    onError: () => setInput(''),
  });

  const submit = (value: string) => {
    const check = validateWebsiteUrl(value);
    setInvalid(check.ok ? undefined : check.message);
    setShareStatus('');
    if (check.ok) void start(check.url, value.trim());
  };
  const startOver = () => {
    acted.current = true;
    reset();
    setInput('');
    setInvalid(undefined);
    if (shareable) replaceAddress(undefined);
  };
  const cancel = () => {
    acted.current = true;
    reset();
  };
  const share = () => {
    const href = window.location.href;
    const done = () => setShareStatus(content.results.shared);
    if (navigator.clipboard) navigator.clipboard.writeText(href).then(done, () => setShareStatus(href));
    else setShareStatus(href);
  };

  useEffect(() => {
    if (!acted.current) return;
    if (phase.name === 'idle') inputRef.current?.focus();
    else headingRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    const address = shareable ? sharedAddress(window.location.search) : undefined;
    if (address) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- state taken over from outside React (the address bar, the hydrated input), which exists only in the browser
      setInput(address);
      submit(address);
    } else if (inputRef.current?.value) {
      // Typed before the island's code arrived: hydration kept the text; the state takes it over.
      setInput(inputRef.current.value);
    }
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Set through the CSSOM after hydration: a style attribute in the markup would break the strict CSP.
  useEffect(() => {
    if (themeColor) rootRef.current?.style.setProperty('--cdw-theme', themeColor);
  }, [themeColor]);

  return (
    <div className="cdw-checker" ref={rootRef}>
      <UrlForm
        copy={content.form}
        value={input}
        error={invalid}
        busy={phase.name === 'loading'}
        hidden={phase.name !== 'idle'}
        inputRef={inputRef}
        onChange={setInput}
        onSample={(sample) => {
          setInput(sample);
          setInvalid(undefined);
        }}
        onSubmit={(value) => {
          acted.current = true;
          submit(value);
        }}
      />
      {phase.name === 'loading' && (
        <LoadingCard copy={content.loading} url={phase.url} titleRef={headingRef} onCancel={cancel} />
      )}
      {phase.name === 'error' && (
        <ErrorCard
          copy={content.error}
          message={phase.message}
          busy={phase.busy}
          titleRef={headingRef}
          onRetry={startOver}
        />
      )}
      {phase.name === 'results' && (
        <Results
          result={phase.result}
          content={content}
          contactHref={contactHref}
          headingRef={headingRef}
          onReset={startOver}
          shareStatus={shareStatus}
          {...(shareable ? { onShare: share } : {})}
        />
      )}
    </div>
  );
}
