import { describe, expect, it } from 'vitest';
import { describeCron } from './rules';

describe('describeCron: a São Paulo schedule in PT-BR', () => {
  it.each([
    ['0 8 * * *', 'Todo dia às 08:00'],
    ['0 3 * * *', 'Todo dia às 03:00'],
    ['15 0 * * *', 'Todo dia às 00:15'],
    ['30 4 * * *', 'Todo dia às 04:30'],
    ['0 8,18 * * *', 'Todo dia às 08:00 e 18:00'],
    ['5 * * * *', 'A cada hora, aos 05 minutos'],
    ['0 * * * *', 'A cada hora, na hora cheia'],
    ['*/15 * * * *', 'A cada 15 minutos'],
    ['* * * * *', 'A cada minuto'],
    ['30 9 * * 1', 'Toda segunda às 09:30'],
    ['0 10 * * 1,3,5', 'Toda segunda, quarta e sexta às 10:00'],
    ['0 9 * * 6', 'Todo sábado às 09:00'],
    ['0 6 1 * *', 'Todo dia 1 do mês às 06:00'],
  ])('%s → %s', (cron, text) => {
    expect(describeCron(cron)).toBe(text);
  });

  it('shows anything it does not know word by word as the expression itself', () => {
    expect(describeCron('0 6 1 1 *')).toBe('Agenda: 0 6 1 1 *');
    expect(describeCron('0-30/5 8 * * *')).toBe('Agenda: 0-30/5 8 * * *');
    expect(describeCron('invalido')).toBe('invalido');
  });
});
