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
        lazy: () => import('@web/features/landing/public-layout'),
        children: [
          { index: true, lazy: () => import('@web/features/landing/landing-route') },
          { path: 'questionario', lazy: () => import('@web/features/questionnaire/questionnaire-route') },
          { path: 'plataforma/:id', lazy: () => import('@web/features/platforms/platform-route') },
          { path: 'privacidade', lazy: () => import('@web/features/privacy/privacy-route') },
          { path: 'meus-dados', lazy: () => import('@web/features/privacy/rights-route') },
          { path: 'meus-dados/confirmar', lazy: () => import('@web/features/privacy/token-action-route') },
          { path: 'meus-dados/descadastro', lazy: () => import('@web/features/privacy/token-action-route') },
          { path: 'meus-dados/revogacao', lazy: () => import('@web/features/privacy/withdrawal-route') },
          { path: 'blog', lazy: () => import('@web/features/blog-public/blog-list-route') },
          { path: 'blog/:slug', lazy: () => import('@web/features/blog-public/blog-post-route') },
        ],
      },
      { path: 'auth', lazy: () => import('@web/features/auth/auth-route') },
      { path: 'coders/login', lazy: () => import('@web/features/auth/coders-login-route') },
      { path: 'convite/:token', lazy: () => import('@web/features/auth/invite-route') },
      { path: 'redefinir-senha/:token', lazy: () => import('@web/features/auth/reset-password-route') },
      // The client's proposal link (no sign-in; docs/product/proposals.md).
      { path: 'proposta/:token', lazy: () => import('@web/features/proposals/public-proposal-route') },
      // The client's invoice behind its public link (docs/product/invoices-and-payments.md): no sign-in.
      { path: 'fatura/:token', lazy: () => import('@web/features/invoices/public/public-invoice-route') },
      // A partner's one-time referral link (docs/product/partners.md).
      { path: 'indicar/:token', lazy: () => import('@web/features/partners/referral-route') },
      {
        // Lazy: the guard and the access table are back-office code the public pages never need.
        // The id marks the guarded pages for the page-table test (tests/integration/authorization-matrix).
        id: 'guarded',
        lazy: () => import('./route-guard').then((module) => ({ Component: module.RouteGuard })),
        children: [
          { path: 'dashboard', lazy: () => import('@web/features/dashboards/dashboard-redirect-route') },
          {
            // The printable proposal: the document alone, without the staff frame.
            path: 'coders/comercial/propostas/:proposalId/imprimir',
            lazy: () => import('@web/features/proposals/proposal-print-route'),
          },
          {
            // One staff frame for every area (decision 015): sidebar from the access table, one header.
            lazy: () => import('./staff-layout'),
            children: [
              {
                lazy: () => import('@web/features/dashboards/dashboard-layout'),
                children: [
                  {
                    path: 'dashboard/comercial',
                    lazy: () => import('@web/features/dashboards/comercial-route'),
                  },
                  {
                    path: 'dashboard/financeiro',
                    lazy: () => import('@web/features/dashboards/financeiro-route'),
                  },
                  { path: 'dashboard/mkt', lazy: () => import('@web/features/dashboards/mkt-route') },
                ],
              },
              {
                path: 'admin',
                children: [
                  { index: true, lazy: () => import('@web/features/admin/overview/overview-route') },
                  { path: 'leads', lazy: () => import('@web/features/admin/leads/leads-route') },
                  { path: 'projects', lazy: () => import('@web/features/projects/projects-route') },
                  {
                    path: 'appointments',
                    lazy: () => import('@web/features/admin/appointments/appointments-route'),
                  },
                  { path: 'blog', lazy: () => import('@web/features/admin/blog/blog-route') },
                  { path: 'users', lazy: () => import('@web/features/admin/users/users-route') },
                  { path: 'settings', lazy: () => import('@web/features/admin/settings/settings-route') },
                ],
              },
              {
                path: 'coders',
                lazy: () => import('@web/features/coders/coders-layout'),
                children: [
                  { index: true, lazy: () => import('@web/features/coders/coders-index-route') },
                  {
                    path: 'comercial/propostas/:proposalId',
                    lazy: () => import('@web/features/proposals/proposal-editor-route'),
                  },
                  { path: ':section', lazy: () => import('@web/features/coders/coders-section-route') },
                  { path: ':section/:page', lazy: () => import('@web/features/coders/coders-section-route') },
                ],
              },
              { path: 'conta', lazy: () => import('@web/features/account/account-route') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
