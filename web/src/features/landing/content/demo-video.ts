/**
 * The product demo on YouTube. The real demo is set at build time with VITE_DEMO_VIDEO_ID;
 * the fallback id is a stand-in until the recorded walkthrough is published.
 */
const DEMO_VIDEO_ID: string = import.meta.env.VITE_DEMO_VIDEO_ID ?? 'briefs-demo';

// youtube-nocookie: no tracking cookies until the visitor presses play.
export const DEMO_VIDEO_EMBED_URL = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(DEMO_VIDEO_ID)}?rel=0&modestbranding=1`;
