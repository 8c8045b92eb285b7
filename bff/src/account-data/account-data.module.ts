import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { sealedValuesProvider } from '../common';
import { ComplianceModule } from '../compliance';
import { DocumentsModule } from '../documents';
import { AccountClosureService } from './account-closure.service';
import { AccountDataController } from './account-data.controller';
import { DocumentsZipService } from './documents-zip.service';
import { MyDataService } from './my-data.service';

/** What the account holder may do with the data we hold about them: take a copy, or close the account. */
@Module({
  imports: [AuthModule, ComplianceModule, DocumentsModule],
  controllers: [AccountDataController],
  providers: [MyDataService, DocumentsZipService, AccountClosureService, sealedValuesProvider],
})
export class AccountDataModule {}
