export { CATALOG, OVERVIEW_SLUGS, type PackageSeed, type ServiceSeed } from './catalog.data';
export { DEV_ADMIN, seedAdmin, seedCatalog } from './seed';
export { prepareDatabase } from './prepare';
