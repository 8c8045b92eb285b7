/** Shared with the company and legal pages; see components/structured-data. */
export { JsonLd } from '../../../components/structured-data';
