export { DocumentsModule } from './documents.module';
export { DocumentsService } from './documents.service';
export { DocumentUploadsService } from './document-uploads.service';
export { useDocumentUploadParser } from './upload-body';
export { DOCUMENT_STORAGE } from './document-storage.provider';
