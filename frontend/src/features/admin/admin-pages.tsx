import { SimplePage } from '../../components/simple-page';
import { usePageTitle } from '../../lib/use-page-title';

/** Placeholders for the admin area (the admin issue replaces them). */
export function AdminLoginPage() {
  usePageTitle('Admin Log In | Filebridge');
  return <SimplePage title="Admin Log In" lead="Sign in with your administrator account." width="sm" />;
}

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard | Filebridge');
  return <SimplePage title="Admin Dashboard" lead="Orders, queues, catalog and subscribers." width="lg" />;
}
