export { PackageSection } from './components/package-section';
export { useService } from './hooks/use-service';
export { packageId } from './api/services';
