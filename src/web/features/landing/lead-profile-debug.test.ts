// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_SESSION_KEY, chatProfileKey, isDebugHost, readChatProfile } from './lead-profile-debug';

describe('lead-profile debug card gating (docs/product/public-site.md)', () => {
  it('shows only on localhost and preview-builder hosts', () => {
    expect(isDebugHost('localhost')).toBe(true);
    expect(isDebugHost('127.0.0.1')).toBe(true);
    expect(isDebugHost('id-preview--abc.lovable.app')).toBe(true);
    expect(isDebugHost('meu-app.lovableproject.com')).toBe(true);
    expect(isDebugHost('pr-12.preview.coders.example')).toBe(true);
    expect(isDebugHost('coders.example')).toBe(false);
    expect(isDebugHost('www.coders.com.br')).toBe(false);
  });
});

describe('readChatProfile', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is null without a chat session or profile', () => {
    expect(readChatProfile()).toBeNull();
    sessionStorage.setItem(CHAT_SESSION_KEY, 's1');
    expect(readChatProfile()).toBeNull();
  });

  it("reads the current session's profile and fills missing fields", () => {
    sessionStorage.setItem(CHAT_SESSION_KEY, 's1');
    sessionStorage.setItem(chatProfileKey('s1'), JSON.stringify({ name: 'Ana', leadScore: 45 }));
    expect(readChatProfile()).toEqual({
      name: 'Ana',
      leadScore: 45,
      painPoints: [],
      conversationStage: 'greeting',
    });
  });

  it('ignores unreadable data', () => {
    sessionStorage.setItem(CHAT_SESSION_KEY, 's1');
    sessionStorage.setItem(chatProfileKey('s1'), '{quebrado');
    expect(readChatProfile()).toBeNull();
  });
});
