// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CHAT_REOPEN_KEY } from '@web/features/chat/chat-storage';
import { DRAFT_KEY } from '@web/features/questionnaire/questionnaire-draft';
import { EAGER_HYDRATION_KEYS, rememberSignedIn, SIGNED_IN_HINT_KEY } from './hydration-hints';

describe('eager hydration hints', () => {
  it('name the storage keys of the questionnaire draft and the chat to reopen', () => {
    expect(EAGER_HYDRATION_KEYS.session).toContain(DRAFT_KEY);
    expect(EAGER_HYDRATION_KEYS.session).toContain(CHAT_REOPEN_KEY);
    expect(EAGER_HYDRATION_KEYS.local).toContain(SIGNED_IN_HINT_KEY);
  });

  it('remember a session and forget it on sign-out', () => {
    rememberSignedIn(true);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    rememberSignedIn(false);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});
