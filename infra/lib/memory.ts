import { API_ROUTES, MEDIA_WORKER } from '@briefs/shared';

/** Memory of a function without the sentence encoder. */
export const MEMORY_MB = 512;
/**
 * Memory of a function that screens words: the encoder runs on two worker threads (about 300 MB),
 * the gate's two meaning banks and the coach's skill banks add about 400 MB at peak, measured on the
 * bundled upload-text path (decision 007); Lambda also gives twice the CPU share at this size.
 */
export const SAFETY_MODEL_MEMORY_MB = 1024;

const SCREENS_WORDS = new Set([
  ...API_ROUTES.filter((route) => route.needs?.includes('safetyGate')).map((route) => route.handler),
  ...(MEDIA_WORKER.needs.some((need) => need === 'safetyGate') ? [MEDIA_WORKER.handler] : []),
]);

/** The memory a handler's function has, deployed or on the local stack. */
export function memoryFor(handler: string): number {
  return SCREENS_WORDS.has(handler) ? SAFETY_MODEL_MEMORY_MB : MEMORY_MB;
}
