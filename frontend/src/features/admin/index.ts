export { AdminLoginPage } from './components/admin-login-page';
export { StaffInvitePage } from './components/staff-invite-page';
export { AdminDashboardPage, AdminSectionNotFound } from './components/admin-dashboard-page';
