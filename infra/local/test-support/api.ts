import { createTable, type Table } from '@briefs/functions/repositories/table';
import { inject } from 'vitest';

/** Helpers for integration tests: real HTTP calls to the local stack, and direct table reads. */
export function stackInfo() {
  return inject('stack');
}

export interface ApiCall {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely; assertions check them.
export async function api(path: string, call: ApiCall = {}): Promise<{ status: number; body: any }> {
  // Each call looks like a different visitor behind CloudFront unless a test says otherwise,
  // so per-address rate limits only bite in the tests that exercise them.
  const headers: Record<string, string> = { ...viaCloudFront(), ...call.headers };
  if (call.body !== undefined) headers['content-type'] ??= 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const response = await fetch(`${stackInfo().url}${path}`, {
    method: call.method ?? (call.body !== undefined || call.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: call.rawBody ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Non-JSON answers (static files) stay text.
  }
  return { status: response.status, body };
}

/** The headers CloudFront adds: its origin secret and the viewer's address. */
export function viaCloudFront(address = randomAddress()): Record<string, string> {
  return { 'x-origin-verify': stackInfo().originSecret, 'cloudfront-viewer-address': `${address}:443` };
}

let table: Table | undefined;
export function testTable(): Table {
  const info = stackInfo();
  table ??= createTable({ name: info.tableName, region: 'us-east-1', endpoint: info.dynamoEndpoint });
  return table;
}

/** A unique email per test so tests never depend on each other's data. */
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function randomAddress(): string {
  return `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;
}
