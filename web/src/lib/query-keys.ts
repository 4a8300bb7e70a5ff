/** Query keys several features read or refresh. */
export const QUERY_KEYS = {
  me: ['auth', 'me'],
  history: ['history'],
  community: ['community'],
  usage: ['dashboard', 'usage'],
} as const;
