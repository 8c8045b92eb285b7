export { PackageSection, checkoutPath, signupRedirectPath } from './components/package-section';
export type { PackageSectionProps } from './components/package-section';
export { useService, serviceErrorText, serviceQuery } from './hooks/use-service';
export type { UseServiceResult, ServiceLoadStatus } from './hooks/use-service';
export { getServiceBySlug, getServiceById, listServices, packageId } from './api/services';
