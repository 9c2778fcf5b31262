/**
 * Pure rules of the job schedules (decision 057): a cron expression of five fields (minute, hour, day
 * of month, month, day of week) said in PT-BR, for the 'Rotinas' page. Every schedule is São Paulo
 * wall time. Only the forms the jobs use are described word by word; anything else is shown as is.
 */
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

const pad = (value: number) => String(value).padStart(2, '0');
const isNumber = (field: string) => /^\d+$/.test(field);
const list = (items: string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** 'Todo dia às 08:00', 'A cada hora, aos 05 minutos', 'Às segundas às 09:30', … */
export function describeCron(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return expression;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  if (month !== '*') return `Agenda: ${expression}`;

  const everyMinutes = /^\*\/(\d+)$/.exec(minute);
  if (everyMinutes && hour === '*' && dayOfMonth === '*' && dayOfWeek === '*') {
    return Number(everyMinutes[1]) === 1 ? 'A cada minuto' : `A cada ${Number(everyMinutes[1])} minutos`;
  }
  if (minute === '*' && hour === '*' && dayOfMonth === '*' && dayOfWeek === '*') return 'A cada minuto';
  if (!isNumber(minute)) return `Agenda: ${expression}`;

  if (hour === '*' && dayOfMonth === '*' && dayOfWeek === '*') {
    return Number(minute) === 0
      ? 'A cada hora, na hora cheia'
      : `A cada hora, aos ${pad(Number(minute))} minutos`;
  }
  const hours = hour.split(',');
  if (!hours.every(isNumber)) return `Agenda: ${expression}`;
  const times = list(hours.map((h) => `${pad(Number(h))}:${pad(Number(minute))}`));
  const at = `às ${times}`;

  if (dayOfMonth === '*' && dayOfWeek === '*') return `Todo dia ${at}`;
  if (dayOfMonth === '*' && /^[0-7](,[0-7])*$/.test(dayOfWeek)) {
    const days = dayOfWeek.split(',').map((day) => WEEKDAYS[Number(day) % 7]!);
    const first = days[0] === 'sábado' || days[0] === 'domingo' ? 'Todo' : 'Toda';
    return `${first} ${list(days)} ${at}`;
  }
  if (dayOfWeek === '*' && isNumber(dayOfMonth)) return `Todo dia ${Number(dayOfMonth)} do mês ${at}`;
  return `Agenda: ${expression}`;
}
