// @vitest-environment jsdom
/**
 * Issue 30: a control that is focused when it becomes disabled keeps focus (aria-disabled, activation
 * ignored) instead of taking the native `disabled` that a current Chromium answers by moving focus to
 * <body>. jsdom never blurs a disabled element, so each case also runs with `setAttribute('disabled')`
 * blurring at once, the strictest browser behaviour.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusSelect } from '@web/components/data-table/status-select';
import { Button } from './button';
import { Input, NativeSelect, Textarea } from './input';
import { Checkbox, Switch } from './switch';

const setAttribute = Element.prototype.setAttribute;
function blurOnDisable(on: boolean) {
  Element.prototype.setAttribute = on
    ? function (this: Element, name: string, value: string) {
        setAttribute.call(this, name, value);
        if (name === 'disabled' && document.activeElement === this) (this as HTMLElement).blur();
      }
    : setAttribute;
}

afterEach(() => {
  cleanup();
  blurOnDisable(false);
});

const catalog = [
  { value: 'novo', label: 'Novo', color: 'blue' },
  { value: 'ganho', label: 'Ganho', color: 'green' },
] as const;

/** Renders the control enabled, focuses it, then disables it as a pending save would. */
function Harness({ kind, onAct }: { kind: string; onAct: () => void }) {
  const [busy, setBusy] = useState(false);
  const props = { disabled: busy, 'data-testid': 'control' } as const;
  return (
    <>
      <button type="button" onClick={() => setBusy((value) => !value)}>
        alternar
      </button>
      {kind === 'button' ? (
        <Button {...props} onClick={onAct}>
          Salvar
        </Button>
      ) : kind === 'input' ? (
        <Input {...props} aria-label="Nome" defaultValue="" onChange={onAct} />
      ) : kind === 'textarea' ? (
        <Textarea {...props} aria-label="Notas" defaultValue="" onChange={onAct} />
      ) : kind === 'select' ? (
        <NativeSelect {...props} aria-label="Responsável" value="a" onChange={onAct}>
          <option value="a">A</option>
          <option value="b">B</option>
        </NativeSelect>
      ) : kind === 'status' ? (
        <StatusSelect catalog={catalog} value="novo" label="Status" disabled={busy} onChange={onAct} />
      ) : kind === 'switch' ? (
        <Switch {...props} aria-label="Ativo" checked={false} onCheckedChange={onAct} />
      ) : (
        <Checkbox {...props} aria-label="Aceito" checked={false} onCheckedChange={onAct} />
      )}
    </>
  );
}

const controlOf = (kind: string) =>
  kind === 'status' ? screen.getByRole('combobox', { name: 'Status' }) : screen.getByTestId('control');

function act(kind: string, control: HTMLElement) {
  if (kind === 'input' || kind === 'textarea') fireEvent.change(control, { target: { value: 'x' } });
  else if (kind === 'select') fireEvent.change(control, { target: { value: 'b' } });
  // The status select answers only its catalog's values.
  else if (kind === 'status') fireEvent.change(control, { target: { value: 'ganho' } });
  else fireEvent.click(control);
}

function PendingForm({ onSubmit }: { onSubmit: (event: { preventDefault: () => void }) => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        onSubmit(event);
        setPending(true);
      }}
    >
      <Button type="submit" disabled={pending}>
        Salvar
      </Button>
    </form>
  );
}

describe.each([false, true])('focus-safe disabled controls (blur on disable: %s)', (strict) => {
  beforeEach(() => blurOnDisable(strict));

  for (const kind of ['button', 'input', 'textarea', 'select', 'status', 'switch', 'checkbox']) {
    it(`${kind}: keeps focus while disabled, ignores activation, and is enabled again after`, () => {
      const onAct = vi.fn();
      render(<Harness kind={kind} onAct={onAct} />);
      const toggle = screen.getByRole('button', { name: 'alternar' });
      const control = controlOf(kind);
      control.focus();
      expect(document.activeElement).toBe(control);

      // Disabled while it holds focus: still focused, aria-disabled, not natively disabled.
      fireEvent.click(toggle);
      expect(document.activeElement).toBe(control);
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(control).not.toHaveAttribute('disabled');
      if (kind === 'input' || kind === 'textarea') {
        // Read-only: a browser takes no typing (jsdom's synthetic change would ignore that).
        expect(control).toHaveAttribute('readonly');
      } else {
        act(kind, control);
        expect(onAct).not.toHaveBeenCalled();
      }

      // Enabled again: an ordinary control.
      fireEvent.click(toggle);
      expect(control).not.toHaveAttribute('aria-disabled');
      expect(control).not.toHaveAttribute('readonly');
      act(kind, control);
      expect(onAct).toHaveBeenCalledTimes(1);

      // Disabled while focus is elsewhere: the native attribute, out of the tab order.
      toggle.focus();
      fireEvent.click(toggle);
      expect(control).toHaveAttribute('disabled');
      expect(control).not.toHaveAttribute('aria-disabled');
    });
  }

  it('a focused submit button that is pending does not submit its form again', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<PendingForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Salvar' });
    save.focus();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(save);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
