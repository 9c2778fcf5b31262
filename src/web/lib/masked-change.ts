import type { ChangeEvent, ChangeEventHandler } from 'react';
import { caretAfter, type MaskKind, masks } from '@shared/masks';

/**
 * Masks the value as it is typed or pasted (src/shared/masks.ts, issue 27 deliverable 7) before the
 * caller's onChange reads it — a controlled field's state and react-hook-form's `register` alike — and
 * puts the caret back beside the edit.
 */
export function maskedChange(
  mask: MaskKind | undefined,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
) {
  if (!mask) return onChange;
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = input.value;
    const next = masks[mask](typed);
    if (next !== typed) {
      const caret = caretAfter(typed, input.selectionStart ?? typed.length, next);
      input.value = next;
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };
}
