import { randomBytes } from 'node:crypto';
import { randomAddress, stackInfo, viaCloudFront } from './api.ts';

/**
 * A multipart/form-data body written byte by byte, so tests can send what a browser never would:
 * file names with `../` or a NUL, a declared type that lies about the bytes.
 */
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** Send the name RFC 5987-encoded (filename*=UTF-8''…), which can carry any byte, NUL included. */
  encodeName?: boolean;
}

export function multipartBody(fields: Record<string, string>, file?: FilePart): { body: Buffer; contentType: string } {
  const boundary = `----briefs${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${fileNameParam(file)}\r\nContent-Type: ${file.contentType}\r\n\r\n`,
        'latin1',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function fileNameParam(file: FilePart): string {
  return file.encodeName ? `filename*=UTF-8''${encodeURIComponent(file.fileName)}` : `filename="${file.fileName}"`;
}

export async function postMultipart(
  path: string,
  fields: Record<string, string>,
  file?: FilePart,
  options: { address?: string; token?: string; method?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely; assertions check them.
): Promise<{ status: number; body: any }> {
  const { body, contentType } = multipartBody(fields, file);
  const headers: Record<string, string> = {
    'content-type': contentType,
    ...viaCloudFront(options.address ?? randomAddress()),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${stackInfo().url}${path}`, { method: options.method ?? 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A small valid PDF (one blank page). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
