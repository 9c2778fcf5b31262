/** Pure rules of tasks (docs/product/tasks-and-timesheet.md): @mentions in comments, labels typed as text. */

/** '@nome' handles in a comment: the part of an e-mail before '@' (e.g. '@mkt' for mkt@coders.example). */
export function mentionHandles(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^\w.@])@([a-z0-9][a-z0-9._-]{0,63})/gi)) {
    found.add(match[2]!.toLowerCase().replace(/[._-]+$/, ''));
  }
  return [...found];
}

/** Labels as a person types them ('design, urgente'): trimmed, blanks dropped, each once. */
export function splitLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ];
}
