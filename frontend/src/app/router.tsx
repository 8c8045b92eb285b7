import type { FetchQueryOptions } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { FullScreenSpinner } from '../components/spinner';
import { queryClient } from '../lib/api/query-client';
import { useAdminStore } from '../stores/admin-store';
import { useSessionStore } from '../stores/session-store';
import { AccountIndexRedirect, AdminGuard, adminGuardLoader, CustomerGuard, customerGuardLoader } from './guards';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error';
import type { RouteHandle } from './route-modules';

// Route modules are loaded on demand; each import is one chunk shared by the routes that use it.
const servicePages = () => import('../features/service-pages/routes');
const companyPages = () => import('../features/company/routes');
const legalPages = () => import('../features/legal/routes');
const authPages = () => import('../features/auth');
const securityPages = () => import('../features/account-security');
const accountPages = () => import('../features/account');
const checkoutPages = () => import('../features/checkout');
const adminPages = () => import('../features/admin');
const accountQueries = () => import('../features/account/api/account');
const myOrdersQuery = () => import('../lib/api/my-orders').then((m) => m.myOrdersQuery());
const intakeQueries = () => import('../features/intake/api/intake');
const adminQueries = () => import('../features/admin/api/queries').then((m) => m.adminQueries);
const inboxQueries = () => import('../features/inbox/api');

/**
 * A loader that starts fetching a screen's data while its chunk loads, for a signed-in session
 * (the guard above redirects the others). It never waits: the screen shows its own loading state.
 */
function prefetch(signedIn: () => boolean, query: (params: Params) => Promise<FetchQueryOptions<any, any, any, any>>) {
  return ({ params }: LoaderFunctionArgs) => {
    if (signedIn()) void query(params).then((options) => queryClient.prefetchQuery(options));
    return null;
  };
}
const customerSignedIn = () => useSessionStore.getState().user !== null;
const adminSignedIn = () => useAdminStore.getState().admin !== null;

/** The customer dashboard's sections, inside its header and tabs. */
export const accountSectionRoutes: RouteObject[] = [
  {
    index: true,
    loader: prefetch(customerSignedIn, () => myOrdersQuery()),
    lazy: () => import('../features/account/components/orders-panel').then((m) => ({ Component: m.OrdersSection })),
  },
  {
    path: 'orders',
    loader: prefetch(customerSignedIn, () => myOrdersQuery()),
    lazy: () => import('../features/account/components/orders-panel').then((m) => ({ Component: m.OrdersSection })),
  },
  {
    path: 'orders/:orderId',
    loader: prefetch(customerSignedIn, (params) => accountQueries().then((m) => m.myOrderQuery(params.orderId ?? ''))),
    lazy: () => import('./routes/customer-order').then((m) => ({ Component: m.CustomerOrder })),
  },
  {
    path: 'orders/:orderId/details',
    loader: prefetch(customerSignedIn, (params) => intakeQueries().then((m) => m.myIntakeQuery(params.orderId ?? ''))),
    lazy: () => import('../features/intake/components/intake-page').then((m) => ({ Component: m.IntakePage })),
  },
  {
    path: 'compliance',
    loader: prefetch(customerSignedIn, () => accountQueries().then((m) => m.myComplianceQuery())),
    lazy: () => import('../features/account/components/compliance-panel').then((m) => ({ Component: m.CompliancePanel })),
  },
  {
    path: 'messages',
    loader: prefetch(customerSignedIn, () => inboxQueries().then((m) => m.myConversationsQuery())),
    lazy: () => import('../features/inbox/my-conversations').then((m) => ({ Component: m.MyConversationsSection })),
  },
  {
    path: 'messages/:conversationId',
    loader: prefetch(customerSignedIn, (params) => inboxQueries().then((m) => m.myConversationQuery(params.conversationId ?? ''))),
    lazy: () => import('../features/inbox/my-conversations').then((m) => ({ Component: m.MyConversationSection })),
  },
  {
    path: 'businesses',
    lazy: () => import('../features/account/components/businesses-panel').then((m) => ({ Component: m.BusinessesPanel })),
  },
  { path: 'profile', lazy: () => import('../features/account/components/profile-panel').then((m) => ({ Component: m.ProfilePanel })) },
  { path: 'security', lazy: () => securityPages().then((m) => ({ Component: m.SecurityPage })) },
  { path: '*', lazy: () => accountPages().then((m) => ({ Component: m.AccountSectionNotFound })) },
];

/** The admin dashboard's sections, inside its sidebar. */
export const adminSectionRoutes: RouteObject[] = [
  {
    index: true,
    loader: prefetch(adminSignedIn, () => adminQueries().then((q) => q.overview())),
    lazy: () => import('../features/admin/components/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  { path: 'work', lazy: () => import('../features/admin/components/work-queue-page').then((m) => ({ Component: m.WorkQueuePage })) },
  { path: 'orders', lazy: () => import('../features/admin/components/orders-page').then((m) => ({ Component: m.OrdersPage })) },
  { path: 'inbox', lazy: () => import('../features/admin/components/inbox-page').then((m) => ({ Component: m.InboxPage })) },
  {
    path: 'inbox/:conversationId',
    loader: prefetch(adminSignedIn, (params) => adminQueries().then((q) => q.conversation(params.conversationId ?? ''))),
    lazy: () => import('../features/admin/components/conversation-page').then((m) => ({ Component: m.ConversationRoute })),
  },
  {
    path: 'orders/:orderId',
    loader: prefetch(adminSignedIn, (params) => adminQueries().then((q) => q.order(params.orderId ?? ''))),
    lazy: () => import('./routes/staff-order').then((m) => ({ Component: m.StaffOrder })),
  },
  {
    path: 'queues',
    loader: prefetch(adminSignedIn, () => adminQueries().then((q) => q.queues())),
    lazy: () => import('../features/admin/components/queues-page').then((m) => ({ Component: m.QueuesPage })),
  },
  {
    path: 'catalog',
    loader: prefetch(adminSignedIn, () => adminQueries().then((q) => q.services())),
    lazy: () => import('../features/admin/components/catalog-page').then((m) => ({ Component: m.CatalogPage })),
  },
  { path: 'people', lazy: () => import('../features/admin/components/people-page').then((m) => ({ Component: m.PeoplePage })) },
  {
    path: 'staff',
    loader: prefetch(adminSignedIn, () => adminQueries().then((q) => q.staff())),
    lazy: () => import('../features/admin/components/staff-page').then((m) => ({ Component: m.StaffPage })),
  },
  { path: 'subscribers', element: <Navigate to="../people" replace /> },
  { path: 'applications', element: <Navigate to="../people" replace /> },
  {
    path: 'audit',
    loader: prefetch(adminSignedIn, () => adminQueries().then((q) => q.audit())),
    lazy: () => import('../features/admin/components/audit-page').then((m) => ({ Component: m.AuditPage })),
  },
  { path: '*', lazy: () => adminPages().then((m) => ({ Component: m.AdminSectionNotFound })) },
];

/** The route table. Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    hydrateFallbackElement: <FullScreenSpinner />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        Component: PublicLayout,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('../features/home').then((m) => ({ Component: m.HomePage })) },

          { path: 'business', Component: NotFoundPage },
          {
            path: 'business/:slug',
            lazy: () =>
              servicePages().then((m) => ({
                Component: m.BusinessServiceRoute,
                handle: { preload: m.preloadBusinessRoute } satisfies RouteHandle,
              })),
          },
          {
            path: 'trucking-authority',
            lazy: () =>
              servicePages().then((m) => ({
                Component: m.TruckingLandingRoute,
                handle: { preload: m.preloadTruckingLanding } satisfies RouteHandle,
              })),
          },
          {
            path: 'trucking-authority/:slug',
            lazy: () =>
              servicePages().then((m) => ({
                Component: m.TruckingServiceRoute,
                handle: { preload: m.preloadTruckingRoute } satisfies RouteHandle,
              })),
          },
          { path: 'company', Component: NotFoundPage },
          // The about page has no form: a chunk of its own, without the inquiry forms and their schema library.
          {
            path: 'company/about',
            lazy: () => import('../features/company/components/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          { path: 'company/:page', lazy: () => companyPages().then((m) => ({ Component: m.CompanyRoute })) },
          { path: 'legal', Component: NotFoundPage },
          { path: 'legal/:page', lazy: () => legalPages().then((m) => ({ Component: m.LegalRoute })) },

          { path: 'my', element: <Navigate to="/my/login" replace /> },
          { path: 'my/login', lazy: () => authPages().then((m) => ({ Component: m.LoginPage })) },
          { path: 'my/signup', lazy: () => authPages().then((m) => ({ Component: m.SignupPage })) },
          { path: 'my/forgot-password', lazy: () => authPages().then((m) => ({ Component: m.ForgotPasswordPage })) },
          { path: 'reset-password', lazy: () => authPages().then((m) => ({ Component: m.ResetPasswordPage })) },
          { path: 'verify-email', lazy: () => securityPages().then((m) => ({ Component: m.VerifyEmailPage })) },
          {
            path: 'conversation/:token',
            lazy: () => import('../features/inbox/linked-conversation-page').then((m) => ({ Component: m.LinkedConversationPage })),
          },
          { path: 'my/account', Component: AccountIndexRedirect },
          {
            path: 'my/account/:userId',
            Component: CustomerGuard,
            loader: customerGuardLoader,
            children: [
              {
                path: 'checkout/service/:serviceSlug/:packageId/*',
                lazy: () => checkoutPages().then((m) => ({ Component: m.CheckoutPage })),
              },
              {
                lazy: () => import('./routes/account-dashboard').then((m) => ({ Component: m.AccountDashboard })),
                children: accountSectionRoutes,
              },
            ],
          },
          // No guard.
          { path: 'my/account/:userId/order-complete/*', lazy: () => accountPages().then((m) => ({ Component: m.OrderCompletePage })) },

          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'admin',
        Component: AdminLayout,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/admin/login" replace /> },
          { path: 'login', lazy: () => adminPages().then((m) => ({ Component: m.AdminLoginPage })) },
          { path: 'invite', lazy: () => adminPages().then((m) => ({ Component: m.StaffInvitePage })) },
          {
            path: 'dashboard/:adminId',
            Component: AdminGuard,
            loader: adminGuardLoader,
            children: [{ lazy: () => adminPages().then((m) => ({ Component: m.AdminDashboardPage })), children: adminSectionRoutes }],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
