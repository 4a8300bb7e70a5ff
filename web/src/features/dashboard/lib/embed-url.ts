const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The privacy-friendly player link for a YouTube watch/short link (youtube-nocookie.com), or null
 * for anything else, so the card falls back to a plain link instead of framing a random page.
 */
export function toNoCookieEmbed(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parts[0] === 'watch' ? (url.searchParams.get('v') ?? undefined) : parts[0] === 'embed' ? parts[1] : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
