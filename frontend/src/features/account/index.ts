export { DashboardPage } from './dashboard-page';
export { OrderCompletePage } from './order-complete-page';
