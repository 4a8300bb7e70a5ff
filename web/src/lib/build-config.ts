/**
 * Links fixed at build time (`npm run build:web` with these variables set), like the landing
 * page's demo video. The fallbacks are stand-ins until the real video and channel are published.
 */
const HELP_VIDEO_ID: string = import.meta.env.VITE_HELP_VIDEO_ID ?? 'briefs-how-to';

// youtube-nocookie: no tracking cookies until the person presses play.
export const HELP_VIDEO_EMBED_URL = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(HELP_VIDEO_ID)}?rel=0&modestbranding=1`;

/** The B.R.I.E.F.S University video channel, opened in a new tab from the avatar menu. */
export const UNIVERSITY_URL: string =
  import.meta.env.VITE_UNIVERSITY_URL ?? 'https://www.youtube.com/@BRIEFSUniversity';
