/**
 * Where the seller chat keeps its parts. Kept in one place because the marketplace changes its markup:
 * when one of these stops matching, the feature that needs it hides itself and says so once in the console.
 */
export const CHAT_SELECTORS = Object.freeze({
  /** The open conversation; carries the chat's id. */
  chat: '[data-chat-id]',
  /** Text of a message from the customer. */
  incomingText: '[data-message-direction="incoming"] [data-message-text]',
  /** The seller's draft box. */
  draft: 'textarea[data-chat-input], [data-chat-composer] textarea',
  /** Where the composer's buttons sit. */
  composer: '[data-chat-composer]',
});
