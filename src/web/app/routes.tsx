/**
 * Every route of docs/product/users-and-roles.md. Each page is a lazy chunk, so the public landing page never downloads
 * back-office code. Guarded groups sit under RouteGuard, which reads the shared access table.
 */
import type { RouteObject } from 'react-router';
import { RootLayout, RouteErrorFallback } from './root-layout';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    // Shown only while a lazy page loads on a client-rendered start; prerendered pages hydrate directly.
    HydrateFallback: () => null,
    children: [
      {
        lazy: () => import('../features/landing/public-layout'),
        children: [
          { index: true, lazy: () => import('../features/landing/landing-route') },
          { path: 'questionario', lazy: () => import('../features/questionnaire/questionnaire-route') },
          { path: 'plataforma/:id', lazy: () => import('../features/platforms/platform-route') },
          { path: 'privacidade', lazy: () => import('../features/privacy/privacy-route') },
          { path: 'blog', lazy: () => import('../features/blog-public/blog-list-route') },
          { path: 'blog/:slug', lazy: () => import('../features/blog-public/blog-post-route') },
        ],
      },
      { path: 'auth', lazy: () => import('../features/auth/auth-route') },
      { path: 'coders/login', lazy: () => import('../features/auth/coders-login-route') },
      { path: 'convite/:token', lazy: () => import('../features/auth/invite-route') },
      { path: 'redefinir-senha/:token', lazy: () => import('../features/auth/reset-password-route') },
      {
        // Lazy: the guard and the access table are back-office code the public pages never need.
        // The id marks the guarded pages for the page-table test (tests/integration/authorization-matrix).
        id: 'guarded',
        lazy: () => import('./route-guard').then((module) => ({ Component: module.RouteGuard })),
        children: [
          { path: 'dashboard', lazy: () => import('../features/dashboards/dashboard-redirect-route') },
          {
            // One staff frame for every area (decision 015): sidebar from the access table, one header.
            lazy: () => import('./staff-layout'),
            children: [
              {
                lazy: () => import('../features/dashboards/dashboard-layout'),
                children: [
                  {
                    path: 'dashboard/comercial',
                    lazy: () => import('../features/dashboards/comercial-route'),
                  },
                  {
                    path: 'dashboard/financeiro',
                    lazy: () => import('../features/dashboards/financeiro-route'),
                  },
                  { path: 'dashboard/mkt', lazy: () => import('../features/dashboards/mkt-route') },
                ],
              },
              {
                path: 'admin',
                children: [
                  { index: true, lazy: () => import('../features/admin/overview/overview-route') },
                  { path: 'leads', lazy: () => import('../features/admin/leads/leads-route') },
                  { path: 'projects', lazy: () => import('../features/admin/projects/projects-route') },
                  {
                    path: 'appointments',
                    lazy: () => import('../features/admin/appointments/appointments-route'),
                  },
                  { path: 'blog', lazy: () => import('../features/admin/blog/blog-route') },
                  { path: 'users', lazy: () => import('../features/admin/users/users-route') },
                  { path: 'settings', lazy: () => import('../features/admin/settings/settings-route') },
                ],
              },
              {
                path: 'coders',
                lazy: () => import('../features/coders/coders-layout'),
                children: [
                  { index: true, lazy: () => import('../features/coders/coders-index-route') },
                  { path: ':section', lazy: () => import('../features/coders/coders-section-route') },
                  { path: ':section/:page', lazy: () => import('../features/coders/coders-section-route') },
                ],
              },
              { path: 'conta', lazy: () => import('../features/account/account-route') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
