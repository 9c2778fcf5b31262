import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '@shared/schemas/chat';
import { Button } from '@web/components/ui/button';
import { useFocusSafeDisabled } from '@web/lib/focus-safe-disabled';

/**
 * The message box: Enter sends (Shift+Enter for a new line), blank text is never sent, and input and
 * button are disabled while a reply loads or types (docs/product/chat-assistant.md). Focus stays on the box
 * throughout, so the next message can be typed as soon as the reply ends.
 */
export function ChatComposer({
  busy,
  onSend,
  inputRef,
}: {
  busy: boolean;
  /** Returns whether the text was taken (then the box is cleared). */
  onSend: (text: string) => boolean | Promise<boolean>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  // While a reply loads and types, the box is read-only and aria-disabled rather than `disabled` when it
  // holds focus: a current Chromium moves focus off a disabled element, and the person would lose their
  // place after every message (issue 30).
  const box = useFocusSafeDisabled<HTMLTextAreaElement>(busy, inputRef);

  // Belt and braces: if focus was lost anyway while the reply typed (to <body>), it comes back to the box.
  useEffect(() => {
    if (
      !busy &&
      document.activeElement === document.body &&
      inputRef.current?.closest('[role="dialog"]:not([hidden])')
    ) {
      inputRef.current.focus();
    }
  }, [busy, inputRef]);

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
    // Sent with the button: focus goes to the box before anything is disabled, and waits there.
    if (document.activeElement !== inputRef.current) inputRef.current?.focus();
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
        ref={box.ref}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        disabled={box.nativeDisabled}
        readOnly={box.soft}
        aria-disabled={box.soft || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Digite sua mensagem..."
        className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:text-sm"
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
