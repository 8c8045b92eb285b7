export { AdminLoginPage } from './components/admin-login-page';
export { AdminDashboardPage, AdminSectionNotFound } from './components/admin-dashboard-page';
