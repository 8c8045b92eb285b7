import { DashboardPage } from '../../features/account';
import { EmailBanner } from '../../features/account-security';

/** The customer dashboard, with the unverified-email notice above its tabs on every section. */
export function AccountDashboard() {
  return <DashboardPage banner={<EmailBanner />} />;
}
