import { PAGES } from '@briefs/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router-dom';
import { HydrationMark } from '../lib/hydration';
import { RedirectIfAdmin, RedirectIfSignedIn, RequireAdmin, RequireSession } from './guards';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { RouterNavigation } from './router-navigation';

// Every page is its own chunk, so the landing page ships only what it needs. TanStack Query comes
// with QueryLayout, around the pages that call the API, never with the landing or privacy page.
const QueryLayout = lazy(() => import('./query-layout'));
const LandingPage = lazy(() => import('./pages/landing-page'));
const PrivacyPage = lazy(() => import('../features/privacy/components/privacy-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const AdminLoginPage = lazy(() => import('../features/admin/components/admin-login-page'));
const CoachRegisterPage = lazy(() => import('../features/coach-register/components/coach-register-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const VentometerPage = lazy(() => import('../features/ventometer/components/ventometer-page'));
const CommunityPage = lazy(() => import('../features/community/components/community-page'));
const CoachDashboardPage = lazy(() => import('../features/coach/components/coach-dashboard-page'));
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));
const MemberLayout = lazy(() => import('./member-layout'));

function RootLayout() {
  return (
    <RouterNavigation>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
        <HydrationMark />
      </Suspense>
      <ScrollRestoration />
    </RouterNavigation>
  );
}

/**
 * The spec §2 route table, exactly: the browser router (router.ts) and the build-time pre-render
 * (prerender/entry-server.tsx) both use it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page that fails to load (its chunk gone after a deploy) or to render.
    errorElement: <RouteError />,
    children: [
      { path: PAGES.home, element: <LandingPage /> },
      { path: PAGES.privacy, element: <PrivacyPage /> },
      {
        element: <QueryLayout />,
        children: [
          {
            path: PAGES.login,
            element: (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          },
          {
            path: PAGES.adminLogin,
            element: (
              <RedirectIfAdmin>
                <AdminLoginPage />
              </RedirectIfAdmin>
            ),
          },
          { path: PAGES.coachRegister, element: <CoachRegisterPage /> },
          {
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                element: <MemberLayout />,
                children: [
                  { path: PAGES.app, element: <DashboardPage /> },
                  { path: PAGES.ventometer, element: <VentometerPage /> },
                  { path: PAGES.community, element: <CommunityPage /> },
                ],
              },
              { path: PAGES.coach, element: <CoachDashboardPage /> },
            ],
          },
          {
            path: PAGES.admin,
            element: (
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to={PAGES.home} replace /> },
    ],
  },
];
