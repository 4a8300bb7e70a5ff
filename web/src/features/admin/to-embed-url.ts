const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

/**
 * Turns a YouTube or Vimeo page link into the link its player embeds (spec §2 Weekly tab preview).
 * Returns null for anything else, so the preview shows nothing rather than a random page.
 */
export function toEmbedUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
  } else if (host === 'vimeo.com') {
    const vimeoId = parts.find((part) => VIMEO_ID.test(part));
    return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
  } else if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && VIMEO_ID.test(parts[1])) {
    return `https://player.vimeo.com/video/${parts[1]}`;
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}
