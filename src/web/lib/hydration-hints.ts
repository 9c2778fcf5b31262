/**
 * The prerendered public pages start their JavaScript on the visitor's first sign of intent (a touch,
 * a key, the pointer moving, a scroll; see scripts/prerender.mjs), so the page is interactive-ready
 * without making a phone parse and hydrate the app before anyone asked for it. A visitor who already
 * needs the app at once (signed in: the header shows their menu; a questionnaire draft or a chat to
 * restore) is recognised by these browser-storage keys, and the page starts right after first paint.
 */
export const SIGNED_IN_HINT_KEY = 'coders_signed_in';

export const EAGER_HYDRATION_KEYS = {
  local: [SIGNED_IN_HINT_KEY],
  // The questionnaire draft (features/questionnaire/questionnaire-draft) and the chat to reopen after
  // sign-in (features/chat/chat-storage). A test keeps these in step.
  session: ['coders_questionnaire', 'coders_chat_reopen'],
} as const;

/** Remembers whether this browser has a session, for the next prerendered page load. */
export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked (private mode, quota): the page simply waits for intent.
  }
}
