export { AccountSectionNotFound, DashboardPage } from './components/dashboard-page';
export { OrderCompletePage } from './components/order-complete-page';
export { myOrdersQuery } from './api/account';
