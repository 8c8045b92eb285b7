import { define, SIGNED_IN, WRITE_ERRORS, type EndpointDef } from '../endpoint-def';
import { OrderIdParamsSchema } from '../schemas/orders';
import * as s from './schemas';

const FILE_BYTES = { mediaType: 'application/octet-stream', description: 'The file itself, as application/pdf, image/png or image/jpeg' };
const UPLOAD =
  'The body is the file itself (Content-Type application/pdf, image/png, image/jpeg or application/octet-stream), at most 20 MB; ' +
  'its first bytes must prove it a PDF, PNG or JPEG, whatever its name or declared type';

/** The document vault: files the team files for an order and the customer downloads, and files the customer sends. */
export const DOCUMENT_ENDPOINTS = {
  adminDocuments: define({
    method: 'GET',
    path: '/api/admin/orders/:id/documents',
    audience: 'admin',
    permission: 'orders.read',
    tag: 'admin',
    summary: 'The files of one order, newest first',
    params: OrderIdParamsSchema,
    status: 200,
    response: s.AdminDocumentListResponseSchema,
    errors: [...SIGNED_IN, 404],
  }),
  adminDocumentUpload: define({
    method: 'POST',
    path: '/api/admin/orders/:id/documents',
    audience: 'admin',
    permission: 'orders.work',
    tag: 'admin',
    summary: `Adds a filed document to an order and mails its customer once. ${UPLOAD}`,
    params: OrderIdParamsSchema,
    query: s.StaffUploadQuerySchema,
    status: 201,
    response: s.AdminDocumentResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  adminDocumentLink: define({
    method: 'POST',
    path: '/api/admin/orders/:id/documents/:documentId/link',
    audience: 'admin',
    permission: 'orders.read',
    tag: 'admin',
    summary: 'A download link for one file of an order, valid for 5 minutes',
    params: s.DocumentParamsSchema,
    status: 200,
    response: s.DocumentLinkResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  myDocuments: define({
    method: 'GET',
    path: '/api/my/orders/:id/documents',
    audience: 'customer',
    tag: 'account',
    summary: 'The files of one of the customer’s orders, newest first (another customer’s answers 404)',
    params: OrderIdParamsSchema,
    status: 200,
    response: s.DocumentListResponseSchema,
    errors: [...SIGNED_IN, 404],
  }),
  myDocumentUpload: define({
    method: 'POST',
    path: '/api/my/orders/:id/documents',
    audience: 'customer',
    tag: 'account',
    summary: `Sends the team a file for one of the customer’s orders. ${UPLOAD}`,
    params: OrderIdParamsSchema,
    query: s.CustomerUploadQuerySchema,
    status: 201,
    response: s.DocumentResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  myDocumentLink: define({
    method: 'POST',
    path: '/api/my/orders/:id/documents/:documentId/link',
    audience: 'customer',
    tag: 'account',
    summary:
      'A download link for one file of the customer’s order, valid for 5 minutes; only once the customer has verified their email address (403 until then)',
    params: s.DocumentParamsSchema,
    status: 200,
    response: s.DocumentLinkResponseSchema,
    errors: [...WRITE_ERRORS, 401, 404],
  }),
  documentDownload: define({
    method: 'GET',
    path: '/api/documents/download/:token',
    audience: 'public',
    tag: 'account',
    summary: 'The file a download link names, as an attachment; the signed link is the whole permission (404 forged, 410 expired)',
    params: s.DownloadTokenParamsSchema,
    status: 200,
    response: FILE_BYTES,
    errors: [400, 404, 410],
  }),
} as const satisfies Record<string, EndpointDef>;
