export { SecurityPage } from './components/security-page';
