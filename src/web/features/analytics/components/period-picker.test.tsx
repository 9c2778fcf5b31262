// @vitest-environment jsdom
/**
 * The custom period's form on the kit: the report's own query schema checks it (a real date each, the
 * end not before the start, at most a year), its messages under the fields; a valid period goes to the
 * address. It sends nothing to the server itself: the report is read from the address.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PERIOD_DAYS, PERIOD_INVALID } from '@shared/analytics/schemas';
import { PeriodPicker } from './period-picker';

afterEach(cleanup);

describe('PeriodPicker', () => {
  it('refuses an end before the start and a period over a year, then applies a valid one', async () => {
    const choose = vi.fn();
    render(<PeriodPicker preset="30" from="2030-03-01" to="2030-03-30" choose={choose} />);
    await userEvent.click(screen.getByRole('button', { name: '7 dias' }));
    expect(choose).toHaveBeenLastCalledWith({ periodo: '7' });

    await userEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2030-03-10' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2030-03-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByLabelText('Até')).toHaveAccessibleDescription(PERIOD_INVALID);

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2028-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByLabelText('De')).toHaveAccessibleDescription(
      `Período longo demais (máximo de ${MAX_PERIOD_DAYS} dias).`,
    );
    expect(choose).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2030-02-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(choose).toHaveBeenLastCalledWith({
        periodo: 'personalizado',
        de: '2030-02-20',
        ate: '2030-03-05',
      }),
    );
  });
});
