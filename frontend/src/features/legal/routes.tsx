/**
 * /legal/:page — terms-conditions, privacy-policy, refund-policy; anything else is the 404 page.
 * The app router lazy-imports this module.
 */
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page';
import { LegalPage } from './components/legal-page';
import { findLegalDocument } from './content';

export function LegalRoute() {
  const { page = '' } = useParams();
  const doc = findLegalDocument(page);
  return doc ? <LegalPage key={doc.slug} doc={doc} /> : <NotFoundPage />;
}
