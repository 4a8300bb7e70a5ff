import { API_ROUTES, MEDIA_WORKER } from '@briefs/shared';

/** Memory of a function without the sentence encoder. */
export const MEMORY_MB = 512;
/**
 * Memory of a function that screens words: the bundled upload-text path (the encoder on two worker
 * threads, the gate's two meaning banks, the coach) peaks at 640–680 MB, and already exceeded 512 MB
 * with one bank (decision 007); Lambda also gives twice the CPU share at this size.
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
