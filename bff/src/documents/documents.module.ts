import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { AdminDocumentsController } from './admin-documents.controller';
import { DocumentDownloadController } from './document-download.controller';
import { DOCUMENT_STORAGE, DocumentStorageCloser, documentStorageProvider } from './document-storage.provider';
import { DocumentUploadsService } from './document-uploads.service';
import { DocumentsService } from './documents.service';
import { MyDocumentsController } from './my-documents.controller';

/** The document vault of each order: staff file documents in, customers download them and send their own. */
@Module({
  imports: [AdminModule],
  controllers: [MyDocumentsController, AdminDocumentsController, DocumentDownloadController],
  providers: [documentStorageProvider, DocumentStorageCloser, DocumentsService, DocumentUploadsService],
  exports: [DocumentsService, DocumentUploadsService, DOCUMENT_STORAGE],
})
export class DocumentsModule {}
