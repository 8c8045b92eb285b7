/**
 * /company/:page — about, contact, affiliate, partner; anything else is the 404 page.
 * The app router lazy-imports this module.
 */
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page';
import { AboutPage } from './components/about-page';
import { AffiliatePage } from './components/affiliate-page';
import { ContactPage } from './components/contact-page';
import { PartnerPage } from './components/partner-page';

export const COMPANY_PAGES: Readonly<Record<string, ComponentType>> = {
  about: AboutPage,
  contact: ContactPage,
  affiliate: AffiliatePage,
  partner: PartnerPage,
};

export function CompanyRoute() {
  const { page = '' } = useParams();
  const Page = Object.hasOwn(COMPANY_PAGES, page) ? COMPANY_PAGES[page] : undefined;
  return Page ? <Page /> : <NotFoundPage />;
}
