export { AccountSectionNotFound, DashboardPage } from './components/dashboard-page';
export { OrderCompletePage } from './components/order-complete-page';
