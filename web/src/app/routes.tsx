import { PAGES } from '@briefs/shared';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router-dom';
import { HydrationMark } from '../lib/hydration';
import { RedirectIfAdmin, RedirectIfSignedIn, RequireAdmin, RequireSession } from './guards';
import { lazyPage, type PreloadablePage, type PreloadHandle } from './lazy-page';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { RouterNavigation } from './router-navigation';

// Every page is its own chunk, so the landing page ships only what it needs. TanStack Query comes
// with QueryLayout, around the pages that call the API, never with the landing or privacy page.
// Each route's `handle` names its chunks, so a first load fetches a nested branch's at once
// (router.ts).
const QueryLayout = lazyPage(() => import('./query-layout'));
const LandingPage = lazyPage(() => import('./pages/landing-page'));
const PrivacyPage = lazyPage(() => import('../features/privacy/components/privacy-page'));
const LoginPage = lazyPage(() => import('../features/auth/components/login-page'));
const AdminLoginPage = lazyPage(() => import('../features/admin/components/admin-login-page'));
const CoachRegisterPage = lazyPage(() => import('../features/coach-register/components/coach-register-page'));
const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page'));
const VentometerPage = lazyPage(() => import('../features/ventometer/components/ventometer-page'));
const CommunityPage = lazyPage(() => import('../features/community/components/community-page'));
const CoachDashboardPage = lazyPage(() => import('../features/coach/components/coach-dashboard-page'));
const AdminPage = lazyPage(() => import('../features/admin/components/admin-page'));
const MemberLayout = lazyPage(() => import('./member-layout'));

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
 * A route that renders `Page` (inside `guard`, when given) and names its chunk for preloading. A
 * layout route is the same with `children` and no path.
 */
function lazyRoute(
  Page: PreloadablePage<ComponentType>,
  options: {
    path?: string;
    guard?: (page: ReactNode) => ReactNode;
    children?: RouteObject[];
  } = {},
): RouteObject {
  const { path, guard = (page) => page, children } = options;
  return { path, element: guard(<Page />), handle: { preload: [Page] } satisfies PreloadHandle, children };
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
      lazyRoute(LandingPage, { path: PAGES.home }),
      lazyRoute(PrivacyPage, { path: PAGES.privacy }),
      lazyRoute(QueryLayout, {
        children: [
          lazyRoute(LoginPage, { path: PAGES.login, guard: (page) => <RedirectIfSignedIn>{page}</RedirectIfSignedIn> }),
          lazyRoute(AdminLoginPage, {
            path: PAGES.adminLogin,
            guard: (page) => <RedirectIfAdmin>{page}</RedirectIfAdmin>,
          }),
          lazyRoute(CoachRegisterPage, { path: PAGES.coachRegister }),
          {
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              lazyRoute(MemberLayout, {
                children: [
                  lazyRoute(DashboardPage, { path: PAGES.app }),
                  lazyRoute(VentometerPage, { path: PAGES.ventometer }),
                  lazyRoute(CommunityPage, { path: PAGES.community }),
                ],
              }),
              lazyRoute(CoachDashboardPage, { path: PAGES.coach }),
            ],
          },
          lazyRoute(AdminPage, {
            path: PAGES.admin,
            guard: (page) => <RequireAdmin>{page}</RequireAdmin>,
          }),
        ],
      }),
      { path: '*', element: <Navigate to={PAGES.home} replace /> },
    ],
  },
];
