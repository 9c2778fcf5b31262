import { describe, expect, it } from 'vitest';
import { bookingFormReducer, initialBookingForm } from './use-booking-form';

describe('bookingFormReducer', () => {
  const withErrors = bookingFormReducer(initialBookingForm, {
    type: 'validated',
    errors: { name: 'Informe seu nome', message: 'Mensagem longa demais', slot: 'Escolha um horário' },
  });

  it('editing a required field clears its error, the message keeps its own', () => {
    const named = bookingFormReducer(withErrors, { type: 'field', field: 'name', value: 'Maria' });
    expect(named.fields.name).toBe('Maria');
    expect(named.errors).toEqual({ message: 'Mensagem longa demais', slot: 'Escolha um horário' });
    const typed = bookingFormReducer(named, { type: 'field', field: 'message', value: 'Oi' });
    expect(typed.errors.message).toBe('Mensagem longa demais');
  });

  it('choosing a slot clears the slot error only', () => {
    const next = bookingFormReducer(withErrors, { type: 'clearError', field: 'slot' });
    expect(next.errors).toEqual({ name: 'Informe seu nome', message: 'Mensagem longa demais' });
  });

  it('a new validation forgets the previous form error; a failure keeps field errors unless given', () => {
    const failed = bookingFormReducer(
      { ...withErrors, submitting: true },
      { type: 'failed', formError: 'Este horário acabou de ser reservado.' },
    );
    expect(failed.formError).toBe('Este horário acabou de ser reservado.');
    expect(failed.errors).toBe(withErrors.errors);
    const settled = bookingFormReducer(failed, { type: 'settled' });
    expect(settled.submitting).toBe(false);
    expect(bookingFormReducer(settled, { type: 'validated', errors: {} }).formError).toBe('');
  });
});
