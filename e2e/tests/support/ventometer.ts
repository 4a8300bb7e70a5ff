import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { loginByApi, randomAddress } from './accounts';

const DIR = join(tmpdir(), 'briefs-e2e-vent-media');

/** Speech made with Debian's flite (and ffmpeg for webm), once per machine; nothing is committed. */
export function speechFile(name: string, text: string, format: 'wav' | 'webm' = 'wav'): string {
  mkdirSync(DIR, { recursive: true });
  const wav = join(DIR, `${name}.wav`);
  if (!existsSync(wav)) execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
  if (format === 'wav') return wav;
  const webm = join(DIR, `${name}.webm`);
  if (!existsSync(webm))
    execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', webm]);
  return webm;
}

export const VENT_SPEECH =
  'I froze during the presentation at work and my hands were shaking. I keep replaying it and I feel embarrassed.';

/** The signed-in member's account id (GET /api/auth/me). */
export async function memberId(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await loginByApi(request, email, password);
  const response = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${login.body.token}`, 'cloudfront-viewer-address': `${randomAddress()}:443` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}
