import type { ErrorCode } from '@briefs/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import busboy from 'busboy';
import { AppError } from '../lib/app-error.ts';
import { header } from './request.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file part we asked for; null when the form has none. Other file parts are ignored. */
  file: Buffer | null;
  /** The file part's name exactly as the client sent it (paths kept), for callers that refuse odd names. */
  fileName: string | null;
}

export function isMultipart(event: APIGatewayProxyEventV2): boolean {
  return /^multipart\/form-data\b/i.test(header(event, 'content-type') ?? '');
}

/**
 * Reads a multipart body (API Gateway hands it over base64-encoded). The file part is cut off at
 * `maxFileBytes` and answered with `tooLarge`; text fields are small and limited in number.
 */
export function readMultipart(
  event: APIGatewayProxyEventV2,
  options: { fileField: string; maxFileBytes: number; tooLarge: ErrorCode },
): Promise<MultipartForm> {
  const body = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': header(event, 'content-type') ?? '' },
        preservePath: true,
        limits: { fileSize: options.maxFileBytes, files: 3, fields: 20, fieldSize: 8 * 1024 },
      });
    } catch {
      reject(new AppError('VALIDATION_FAILED'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let fileName: string | null = null;
    let failure: AppError | null = null;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      if (name === options.fileField && fileName === null) fileName = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => {
        if (name === options.fileField) chunks.push(chunk);
      });
      stream.on('limit', () => {
        if (name === options.fileField) failure = new AppError(options.tooLarge);
      });
      stream.on('end', () => {
        if (name === options.fileField && !file) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(new AppError('VALIDATION_FAILED')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, file, fileName })));
    parser.end(body);
  });
}
