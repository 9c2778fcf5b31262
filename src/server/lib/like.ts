/** LIKE/ILIKE patterns from user text: the one place the wildcards are escaped. */

/** Escapes LIKE wildcards (and the escape character) so a search for '50%' means the text '50%'. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A pattern matching values that contain `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
