/** Who is signed in, read from the admin token's payload for display only (the server verifies). */
export interface AdminIdentity {
  name: string;
  email: string;
}

export function readAdminIdentity(token: string | null): AdminIdentity {
  const empty = { name: '', email: '' };
  const payload = token?.split('.')[1];
  if (!payload) return empty;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return {
      name: typeof claims.name === 'string' ? claims.name : '',
      email: typeof claims.email === 'string' ? claims.email : '',
    };
  } catch {
    return empty;
  }
}
