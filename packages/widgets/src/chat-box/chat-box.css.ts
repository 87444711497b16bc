/**
 * The chat box's stylesheet, adopted as a constructed sheet (never inline), themed through the `--dg-*` custom
 * properties: a card of `--dg-chat-height` with the history scrolling between the title and the composer; the
 * viewer's messages on the right in the primary colour. Short on purpose: it travels in the chat chunk (≤ 18 KB).
 */
export const chatBoxCss = `
:host { display: block; }
.dg-chat {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: var(--dg-card-max-width, 28rem);
  height: var(--dg-chat-height, 30rem);
  padding: var(--dg-card-padding, 1rem);
  font: var(--dg-font-size, 0.9375rem) / 1.4 var(--dg-font-family, Poppins, system-ui, sans-serif);
  color: var(--dg-color-text, #1f2330);
  background: var(--dg-color-surface, #fff);
  border: 1px solid var(--dg-color-border, #e3e5ee);
  border-radius: var(--dg-radius, 0.75rem);
  overflow-wrap: anywhere;
}
h2, p { margin: 0; }
.dg-chat-log { flex: 1; display: flex; flex-direction: column; gap: 0.375rem; overflow-y: auto; }
.dg-chat-message { align-self: flex-start; max-width: 85%; padding: 0.375rem 0.625rem; background: var(--dg-color-border, #e3e5ee); border-radius: var(--dg-radius, 0.75rem); }
.dg-chat-own { align-self: flex-end; color: var(--dg-color-on-primary, #fff); background: var(--dg-color-primary, #6f42c1); }
.dg-chat-own a { color: inherit; }
.dg-chat-small { font-size: 0.8em; }
.dg-chat-seen { align-self: flex-end; }
.dg-chat-day { align-self: center; }
.dg-chat-unread { text-align: center; border-top: 1px solid; }
.dg-chat-composer { display: flex; gap: 0.5rem; }
textarea { flex: 1; font: inherit; padding: 0.375rem; border: 1px solid var(--dg-color-border, #e3e5ee); border-radius: var(--dg-radius, 0.75rem); }
.dg-chat-button { align-self: flex-start; font: inherit; font-weight: 600; padding: 0.375rem 0.875rem; color: var(--dg-color-on-primary, #fff); background: var(--dg-color-primary, #6f42c1); border: 0; border-radius: var(--dg-radius, 0.75rem); text-decoration: none; }
.dg-chat-link { font: inherit; padding: 0; color: inherit; background: none; border: 0; text-decoration: underline; }
.dg-chat-own[data-failed=true] { color: inherit; background: none; border: 1px solid; }
[role=alert], .dg-chat-unread { color: var(--dg-color-danger, #b02a37); }
`;
