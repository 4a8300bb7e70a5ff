/**
 * Turning a video page link into the link its player embeds. One parser for the admin's Weekly
 * B.R.I.E.F preview (spec §2: YouTube and Vimeo watch links) and the dashboard's Recommended
 * Video; the hosts it returns are exactly the ones the content security policy frames.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

export type VideoLink = { provider: 'youtube' | 'vimeo'; id: string };

/** The provider and video id of a YouTube or Vimeo link, or null for anything else. */
export function parseVideoLink(raw: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com') {
    const id = parts.find((part) => VIMEO_ID.test(part));
    return id ? { provider: 'vimeo', id } : null;
  }
  if (host === 'player.vimeo.com') {
    return parts[0] === 'video' && parts[1] && VIMEO_ID.test(parts[1]) ? { provider: 'vimeo', id: parts[1] } : null;
  }
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
}

/**
 * The player link for a YouTube or Vimeo page link, or null, so a page never frames a random
 * site. `privateYouTube` uses youtube-nocookie.com (no tracking cookies until play).
 */
export function toEmbedUrl(raw: string, options: { privateYouTube?: boolean } = {}): string | null {
  const link = parseVideoLink(raw);
  if (!link) return null;
  if (link.provider === 'vimeo') return `https://player.vimeo.com/video/${link.id}`;
  const host = options.privateYouTube ? 'www.youtube-nocookie.com' : 'www.youtube.com';
  return `https://${host}/embed/${link.id}`;
}
