/**
 * The round chat button of the public pages. Shared by the prerendered stand-in (components/chat-slot)
 * and the real launcher (features/chat/chat-launcher), so swapping one for the other is invisible.
 */
import { MessageCircle, X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

type Props = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children' | 'type' | 'className'> & {
  /**
   * Whether the chat is open. Left undefined by the stand-in, whose panel is a native popover: the
   * browser then exposes the expanded state itself (an explicit `aria-expanded` would contradict it).
   */
  open?: boolean;
};

export function ChatLauncherButton({ open, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-label={open ? 'Minimizar chat' : 'Abrir chat com o Agente Coder'}
      aria-expanded={open}
      aria-haspopup="dialog"
      data-floating=""
      className={`fixed right-5 bottom-5 z-50 size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-primary/20 transition-transform hover:scale-105 ${open ? 'hidden sm:inline-flex' : 'inline-flex'}`}
      {...rest}
    >
      {open ? (
        <X className="size-6" aria-hidden="true" />
      ) : (
        <MessageCircle className="size-6" aria-hidden="true" />
      )}
    </button>
  );
}
