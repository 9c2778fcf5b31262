/** Chat launcher placeholder; the chat issue replaces it with the real widget (lazy panel). */
export function ChatLauncher() {
  return null;
}
