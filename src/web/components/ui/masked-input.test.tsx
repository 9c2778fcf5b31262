// @vitest-environment jsdom
/**
 * Masked fields (issue 27 deliverable 7): a controlled field and a react-hook-form field both receive the
 * masked value, a pasted bare value is formatted, and a digit typed in the middle keeps the caret beside
 * it. The field stays a native text box (keyboard, labels).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from './input';

afterEach(cleanup);

function Controlled({ mask }: { mask: 'cpf' | 'cnpj' | 'document' | 'cep' | 'phone' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="f">Campo</label>
      <Input id="f" mask={mask} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

function Registered() {
  const form = useForm({ defaultValues: { phone: '' } });
  const phone = form.watch('phone');
  return (
    <>
      <label htmlFor="p">Telefone</label>
      <Input id="p" type="tel" mask="phone" {...form.register('phone')} />
      <output>{phone}</output>
    </>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('Input mask', () => {
  it('formats a pasted bare CPF, CNPJ (alphanumeric too), CEP and phone; the state holds the masked text', () => {
    const cases = [
      ['cpf', '52998224725', '529.982.247-25'],
      ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
      ['document', '11222333000181', '11.222.333/0001-81'],
      ['cep', '01310100', '01310-100'],
      ['phone', '11987654321', '(11) 98765-4321'],
    ] as const;
    for (const [mask, pasted, shown] of cases) {
      render(<Controlled mask={mask} />);
      fireEvent.change(field('Campo'), { target: { value: pasted } });
      expect(field('Campo').value).toBe(shown);
      expect(screen.getByRole('status').textContent).toBe(shown);
      cleanup();
    }
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    render(<Controlled mask="cpf" />);
    const input = field('Campo');
    fireEvent.change(input, { target: { value: '52998224725' } });
    // '529.98|2.247-25' ← '1' typed at position 6
    await userEvent.type(input, '1', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe('529.981.224-72');
    expect(input.selectionStart).toBe(7);
    expect(input.value.slice(0, input.selectionStart ?? 0)).toBe('529.981');
  });

  it('hands react-hook-form the masked value through register', () => {
    render(<Registered />);
    fireEvent.change(field('Telefone'), { target: { value: '1134567890' } });
    expect(field('Telefone').value).toBe('(11) 3456-7890');
    expect(screen.getByRole('status').textContent).toBe('(11) 3456-7890');
    expect(field('Telefone').inputMode).toBe('tel');
  });
});
