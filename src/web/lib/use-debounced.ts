/** A search box's text, trimmed, once the person has stopped typing for `delay` ms (the searches ask the server then). */
import { useEffect, useState } from 'react';

export function useDebouncedSearch(text: string, delay = 300): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}
