import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '@shared/schemas/chat';
import { Button } from '@web/components/ui/button';

/**
 * The message box: Enter sends (Shift+Enter for a new line), blank text is never sent, and input and
 * button are disabled while a reply loads or types (docs/product/chat-assistant.md). Focus is kept inside the panel
 * while disabled and comes back to the box afterwards.
 */
export function ChatComposer({
  busy,
  onSend,
  inputRef,
  parkFocusRef,
}: {
  busy: boolean;
  /** Returns whether the text was taken (then the box is cleared). */
  onSend: (text: string) => boolean | Promise<boolean>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Where focus waits while the box is disabled. */
  parkFocusRef?: RefObject<HTMLElement | null>;
}) {
  const [text, setText] = useState('');
  const focusParked = useRef(false);
  const blank = text.trim() === '';

  useEffect(() => {
    const input = inputRef.current;
    if (busy && input && document.activeElement === input && parkFocusRef?.current) {
      focusParked.current = true;
      parkFocusRef.current.focus();
    }
    if (!busy && focusParked.current) {
      focusParked.current = false;
      if (document.activeElement === parkFocusRef?.current || document.activeElement === document.body) {
        input?.focus();
      }
    }
  }, [busy, inputRef, parkFocusRef]);

  // Grow with the text up to about five lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 128)}px`;
  }, [text, inputRef]);

  const submit = async () => {
    if (busy || blank) return;
    const value = text;
    setText('');
    const taken = await onSend(value);
    if (!taken) setText(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t bg-background p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="coders-chat-input" className="sr-only">
        Mensagem
      </label>
      <textarea
        id="coders-chat-input"
        ref={inputRef}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Digite sua mensagem..."
        className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
      />
      <Button
        type="submit"
        size="icon"
        className="rounded-xl"
        disabled={busy || blank}
        aria-label="Enviar mensagem"
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
