import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { FullScreenSpinner } from '../components/spinner';
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
const accountPages = () => import('../features/account');
const checkoutPages = () => import('../features/checkout');
const adminPages = () => import('../features/admin');

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
          { path: 'company/:page', lazy: () => companyPages().then((m) => ({ Component: m.CompanyRoute })) },
          { path: 'legal', Component: NotFoundPage },
          { path: 'legal/:page', lazy: () => legalPages().then((m) => ({ Component: m.LegalRoute })) },

          { path: 'my', element: <Navigate to="/my/login" replace /> },
          { path: 'my/login', lazy: () => authPages().then((m) => ({ Component: m.LoginPage })) },
          { path: 'my/signup', lazy: () => authPages().then((m) => ({ Component: m.SignupPage })) },
          { path: 'my/account', Component: AccountIndexRedirect },
          {
            path: 'my/account/:userId',
            Component: CustomerGuard,
            loader: customerGuardLoader,
            children: [
              { index: true, lazy: () => accountPages().then((m) => ({ Component: m.DashboardPage })) },
              {
                path: 'checkout/service/:serviceSlug/:packageId/*',
                lazy: () => checkoutPages().then((m) => ({ Component: m.CheckoutPage })),
              },
              { path: '*', lazy: () => accountPages().then((m) => ({ Component: m.DashboardPage })) },
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
          {
            path: 'dashboard/:adminId',
            Component: AdminGuard,
            loader: adminGuardLoader,
            children: [
              { index: true, lazy: () => adminPages().then((m) => ({ Component: m.AdminDashboardPage })) },
              { path: '*', lazy: () => adminPages().then((m) => ({ Component: m.AdminDashboardPage })) },
            ],
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
