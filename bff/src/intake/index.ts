export { IntakeModule } from './intake.module';
