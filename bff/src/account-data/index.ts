export { AccountDataModule } from './account-data.module';
