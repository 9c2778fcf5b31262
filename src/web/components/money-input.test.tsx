// @vitest-environment jsdom
/**
 * MoneyInput (decision 053): the same table the parser is tested with, typed and blurred — a readable
 * amount is written back as '1.234,56', anything else shows the PT-BR reason under the field; a form's
 * or the server's error wins.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoneyInput, MONEY_MESSAGES } from '@shared/money';
import { MONEY_CASES } from '@shared/money-input.cases';
import { MoneyInput } from './money-input';

afterEach(cleanup);

function Harness({ error, sign }: { error?: string; sign?: 'any' | 'positive' | 'nonNegative' }) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput label="Valor recebido" value={value} onChange={setValue} error={error} sign={sign ?? 'any'} />
  );
}

const type = (text: string) => {
  const input = screen.getByLabelText('Valor recebido') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};

describe('MoneyInput', () => {
  it.each(MONEY_CASES.filter(([typed]) => typed.trim()))('%j', (typed, expected) => {
    render(<Harness />);
    const input = type(typed);
    if ('value' in expected) {
      expect(input.value).toBe(formatMoneyInput(expected.value));
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('alert')).toBeNull();
    } else {
      expect(input.value).toBe(typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(expected.error);
      expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    }
  });

  it('clears its message while the person types again, and leaves an empty field alone', () => {
    render(<Harness />);
    type('0.335');
    expect(screen.getByRole('alert')).toHaveTextContent(MONEY_MESSAGES.grouping);
    fireEvent.change(screen.getByLabelText('Valor recebido'), { target: { value: '0,335' } });
    expect(screen.queryByRole('alert')).toBeNull();
    type('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses what its field does not take, and shows the form’s error over its own', () => {
    render(<Harness sign="positive" />);
    type('0');
    expect(screen.getByRole('alert')).toHaveTextContent(MONEY_MESSAGES.positive);
    cleanup();
    render(<Harness error="Valor recebido: informe um valor maior que zero." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Valor recebido: informe um valor maior que zero.');
  });
});
