import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The state of a paged, searchable admin list: what the admin types, the search sent to the server
 * (after a pause in typing), and the cursors of the pages opened so far, so Previous goes back
 * without the server counting anything.
 */
export function usePagedSearch() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);

  useEffect(() => {
    const next = input.trim().toLowerCase();
    const timer = setTimeout(() => {
      setSearch((current) => {
        if (current !== next) setCursors([null]);
        return next;
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  return {
    input,
    setInput,
    search,
    cursor: cursors[cursors.length - 1] ?? null,
    page: cursors.length,
    next: (cursor: string) => setCursors((current) => [...current, cursor]),
    previous: () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
  };
}
