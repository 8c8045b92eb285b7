export { AdminLoginPage, AdminDashboardPage } from './admin-pages';
