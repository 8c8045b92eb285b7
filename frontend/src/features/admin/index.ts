export { AdminLoginPage } from './components/admin-login-page';
export { AdminDashboardPage } from './components/admin-dashboard-page';
