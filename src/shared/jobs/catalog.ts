/**
 * Background-job catalogs (docs/product/health.md 'Rotinas', decision 057): the outcome of each
 * attempt and what started it, each value with its PT-BR label and badge colour. The job_runs table's
 * columns are typed and checked from these.
 */
export const jobRunStatuses = [
  { value: 'running', label: 'Em andamento', color: 'blue' },
  { value: 'succeeded', label: 'Concluída', color: 'green' },
  { value: 'failed', label: 'Falhou', color: 'red' },
  { value: 'interrupted', label: 'Interrompida', color: 'amber' },
] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number]['value'];

export const jobTriggers = [
  { value: 'schedule', label: 'Agenda' },
  { value: 'manual', label: 'Executar agora' },
  { value: 'catch_up', label: 'Ao iniciar (horário perdido)' },
  { value: 'queue', label: 'Fila' },
] as const;
export type JobTrigger = (typeof jobTriggers)[number]['value'];
