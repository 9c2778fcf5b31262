/** What an entry or a timer is about, as one line: 'Projeto · Tarefa — nota' ('Sem projeto' when none). */
export function entryText(
  entry: { projectTitle: string | null; taskTitle: string | null; note?: string },
  withNote = true,
): string {
  const task = entry.taskTitle ? ` · ${entry.taskTitle}` : '';
  const note = withNote && entry.note ? ` — ${entry.note}` : '';
  return `${entry.projectTitle ?? 'Sem projeto'}${task}${note}`;
}
