export { StaffModule } from './staff.module';
