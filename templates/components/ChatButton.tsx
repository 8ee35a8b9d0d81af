import type { SiteConfig } from '../model/site-config';

/** The chat-messaging deep link with the prefilled text, URL-encoded. */
export function chatUrl(contact: SiteConfig['contact']): string {
  return `https://wa.me/${contact.chatNumber}?text=${encodeURIComponent(contact.chatMessage)}`;
}

/**
 * The green chat link of the quick actions (Shell): a round icon button in the corner
 * (templates/styles/footer.css), its words visually hidden and the start of its accessible name
 * (WCAG 2.5.3). Opens the chat in a new tab without an opener.
 */
export function ChatButton({ contact }: { contact: SiteConfig['contact'] }) {
  return (
    <a
      className="chat-button"
      href={chatUrl(contact)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-track="chat_click"
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.2-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2c.2-.6.2-1.1.2-1.2l-.5-.3z"
        />
      </svg>
      <span className="chat-button__label">Chat with us</span>
    </a>
  );
}
