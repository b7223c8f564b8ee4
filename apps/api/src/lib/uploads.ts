import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError, fieldErrors, zodFieldProblems } from './app-error.ts';

/** The limit of every upload in the product (spec: 5 MB, 5242880 bytes per file). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type UploadKind = 'png' | 'jpeg' | 'pdf';

export const CONTENT_TYPE_OF: Record<UploadKind, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/**
 * What a file really is, from its first bytes. The name and the browser's content type are
 * whatever the client says; the magic numbers are not.
 */
export function sniffKind(data: Buffer): UploadKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export interface Upload {
  data: Buffer;
  kind: UploadKind;
  filename: string;
  /** The other (text) fields of the multipart form. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request (field `file`) with its text fields, checking size
 * and content. Too large: 413 common/payload_too_large; not one of `accept`: 415
 * common/unsupported_media_type; no file: 400 common/validation_failed.
 */
export async function readUpload(request: FastifyRequest, accept: readonly UploadKind[], maxBytes = MAX_UPLOAD_BYTES): Promise<Upload> {
  if (!request.isMultipart()) throw fieldError('file', 'multipart/form-data expected');
  const fields: Record<string, string> = {};
  let file: { data: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data, filename: part.filename };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('common/payload_too_large', { details: { maxBytes } });
    if (code?.startsWith('FST_')) throw fieldError('file', (error as Error).message);
    // Anything else the parser throws (cut short, no boundary, a malformed part header) is a
    // body the client sent wrong, not a server failure.
    throw fieldError('file', 'malformed_multipart');
  }
  if (!file || file.data.length === 0) throw fieldError('file', 'required');
  const kind = sniffKind(file.data);
  if (!kind || !accept.includes(kind)) throw new AppError('common/unsupported_media_type', { details: { accepted: accept.map((k) => CONTENT_TYPE_OF[k]) } });
  return { data: file.data, kind, filename: file.filename, fields };
}

/** Parses the text fields of a multipart upload with a contract schema (400 naming the refused fields otherwise). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw fieldErrors(zodFieldProblems(parsed.error.issues));
  return parsed.data;
}
