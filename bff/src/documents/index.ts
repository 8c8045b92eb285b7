export { DocumentsModule } from './documents.module';
export { useDocumentUploadParser } from './upload-body';
export { DOCUMENT_STORAGE } from './document-storage.provider';
