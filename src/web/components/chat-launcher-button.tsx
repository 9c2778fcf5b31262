/**
 * The round chat button of the public pages. Shared by the prerendered stand-in (components/chat-slot)
 * and the real launcher (features/chat/chat-launcher), so swapping one for the other is invisible.
 */
import { MessageCircle, X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

type Props = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children' | 'type' | 'className'> & {
  open?: boolean;
};

export function ChatLauncherButton({ open = false, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-label={open ? 'Minimizar chat' : 'Abrir chat com o Agente Coder'}
      aria-expanded={open}
      aria-haspopup="dialog"
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
