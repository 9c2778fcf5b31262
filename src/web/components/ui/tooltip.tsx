import { Tooltip as T } from 'radix-ui';
import type { ReactNode } from 'react';

/** Tooltip delay 700 ms (docs/product/common-behaviour.md). Optional: each Tooltip carries its own provider. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <T.Provider delayDuration={700}>{children}</T.Provider>;
}

// Self-providing so the root layout (and the public pages' bundle) need no Radix tooltip code.
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Provider delayDuration={700}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            sideOffset={4}
            className="z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background"
          >
            {content}
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
