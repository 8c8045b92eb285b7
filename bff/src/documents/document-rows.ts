import { DOCUMENT_KIND_LABELS, isDocumentKind, type AdminDocumentDto, type DocumentDto } from '@filebridge/contracts';
import type { OrderDocumentEntity } from '@filebridge/platform';

export function toDocumentDto(d: OrderDocumentEntity): DocumentDto {
  const kind = isDocumentKind(d.kind) ? d.kind : 'other';
  return {
    id: d.id,
    kind,
    label: DOCUMENT_KIND_LABELS[kind],
    fileName: d.fileName,
    contentType: d.contentType,
    size: d.sizeBytes,
    fromCustomer: d.fromCustomer,
    createdAt: d.createdAt.toISOString(),
  };
}

export const toAdminDocumentDto = (d: OrderDocumentEntity): AdminDocumentDto => ({
  ...toDocumentDto(d),
  uploadedBy: d.uploadedBy,
  sha256: d.sha256,
});
