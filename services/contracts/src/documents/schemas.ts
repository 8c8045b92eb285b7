import { z } from 'zod';
import { envelope } from '../schemas/common';
import { text, uuid } from '../schemas/fields';
import { DOCUMENT_KINDS, STAFF_DOCUMENT_KINDS } from './kinds';

/** The longest file name kept; a longer one is refused, never cut, so what is listed is what was sent. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * The name a file is listed and downloaded under: the last segment of what the browser sent (some
 * send a whole path), without control characters.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return [...last]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
}

const fileName = text('File name', MAX_FILE_NAME_LENGTH)
  .transform(cleanFileName)
  .refine((n) => n.length > 0, 'File name must name a file, not a folder.');

/** Without a name, a file is listed as `document` with the extension of the type its bytes prove. */
export const StaffUploadQuerySchema = z.object({
  kind: z.enum(STAFF_DOCUMENT_KINDS, { error: `Document kind must be one of: ${STAFF_DOCUMENT_KINDS.join(', ')}.` }),
  fileName: fileName.optional(),
});
export const CustomerUploadQuerySchema = z.object({ fileName: fileName.optional() });

export const DocumentParamsSchema = z.object({ id: uuid('Order not found'), documentId: uuid('Document not found') });
export const DownloadTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });

export const DocumentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    label: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int().describe('Bytes'),
    fromCustomer: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderDocument' });
export type DocumentDto = z.infer<typeof DocumentSchema>;

/** What staff see of a file beyond the customer's view: who sent it and its checksum. */
export const AdminDocumentSchema = DocumentSchema.extend({ uploadedBy: z.string(), sha256: z.string() }).meta({
  id: 'AdminOrderDocument',
});
export type AdminDocumentDto = z.infer<typeof AdminDocumentSchema>;

export const DocumentLinkSchema = z
  .object({
    url: z.string().describe('Path under the API origin; valid until expiresAt, for whoever holds it'),
    expiresAt: z.string(),
  })
  .meta({ id: 'DocumentLink' });
export type DocumentLinkDto = z.infer<typeof DocumentLinkSchema>;

export const DocumentResponseSchema = envelope(DocumentSchema).meta({ id: 'DocumentResponse' });
export const AdminDocumentResponseSchema = envelope(AdminDocumentSchema).meta({ id: 'AdminDocumentResponse' });
export const DocumentListResponseSchema = envelope(z.array(DocumentSchema)).meta({ id: 'DocumentList' });
export const AdminDocumentListResponseSchema = envelope(z.array(AdminDocumentSchema)).meta({ id: 'AdminDocumentList' });
export const DocumentLinkResponseSchema = envelope(DocumentLinkSchema).meta({ id: 'DocumentLinkResponse' });
