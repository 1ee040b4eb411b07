import { featurePageSlugs } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { loaderContext } from './api/query-client.ts';
import { paymentWordingLoader } from './features/content/route-loaders.ts';
import { featuredLoader, homeLoader, tourDetailLoader, toursLoader } from './features/tours/route-loaders.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { ScrollToTop } from './layout/scroll-to-top.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RequireAdmin, RequireAuth } from './session/route-guards.tsx';
import { PageLoader } from './ui/page-loader.tsx';

/**
 * Marks the public pages: the server prerenders them (entry-server.tsx) when their data is there. Every
 * other page (sign-in, signed-in only, admin, unknown addresses) is left to the browser.
 */
const prerendered: RouteHandle = { prerender: true };
/** A page whose main action is at its bottom: the floating help button stays away. */
const formPage: RouteHandle = { helpButton: 'hidden' };

/** The six "Why choose us" pages (`featurePageSlugs`), each at its own address, share one page component. */
const featurePage = () =>
  import('./features/content/pages/feature-page.tsx').then((m) => ({ Component: m.FeaturePage }));

/** Every page's code loads on demand; the spinner of `HydrateFallback` shows meanwhile. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      // Sign-in pages: outside the shared layout.
      {
        path: 'login',
        lazy: () => import('./features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'login/two-factor',
        lazy: () =>
          import('./features/auth/pages/two-factor-page.tsx').then((m) => ({ Component: m.TwoFactorPage })),
      },
      {
        path: 'register',
        lazy: () =>
          import('./features/auth/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('./features/auth/pages/forgot-password-page.tsx').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: 'admin-login',
        lazy: () =>
          import('./features/auth/pages/admin-login-page.tsx').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        path: 'verify-email/:token',
        lazy: () =>
          import('./features/auth/pages/confirm-email-page.tsx').then((m) => ({
            Component: m.ConfirmEmailPage,
          })),
      },
      {
        path: 'email-change/undo/:token',
        lazy: () =>
          import('./features/auth/pages/undo-email-change-page.tsx').then((m) => ({
            Component: m.UndoEmailChangePage,
          })),
      },
      {
        path: 'reset-password/:token',
        lazy: () =>
          import('./features/auth/pages/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },

      // The admin console: administrators only (others see a 403 page), in its own frame instead of the
      // travellers' header, footer and help button. The app hands the frame the notification bell, since
      // a feature never imports another.
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <ScrollToTop />
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          {
            lazy: async () => {
              const [{ AdminLayout }, { NotificationBell }] = await Promise.all([
                import('./features/admin/shared/components/admin-layout.tsx'),
                import('./features/notifications/components/notification-bell.tsx'),
              ]);
              return { element: <AdminLayout notificationBell={<NotificationBell />} /> };
            },
            children: [
              {
                ErrorBoundary: RouteError,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./features/admin/dashboard/pages/admin-dashboard-page.tsx').then((m) => ({
                        Component: m.AdminDashboardPage,
                      })),
                  },
                  {
                    path: 'chat',
                    lazy: () =>
                      import('./features/admin/chat/pages/admin-chat-page.tsx').then((m) => ({
                        Component: m.AdminChatPage,
                      })),
                  },
                  {
                    path: 'bookings',
                    lazy: () =>
                      import('./features/admin/bookings/pages/admin-bookings-page.tsx').then((m) => ({
                        Component: m.AdminBookingsPage,
                      })),
                  },
                  {
                    path: 'payments',
                    lazy: () =>
                      import('./features/admin/payments/pages/admin-payments-page.tsx').then((m) => ({
                        Component: m.AdminPaymentsPage,
                      })),
                  },
                  {
                    path: 'departures',
                    lazy: () =>
                      import('./features/admin/tours/pages/admin-departures-page.tsx').then((m) => ({
                        Component: m.AdminDeparturesPage,
                      })),
                  },
                  {
                    path: 'departures/:departureId',
                    lazy: () =>
                      import('./features/admin/tour-day/pages/admin-manifest-page.tsx').then((m) => ({
                        Component: m.AdminManifestPage,
                      })),
                  },
                  {
                    path: 'tours',
                    lazy: () =>
                      import('./features/admin/tours/pages/admin-tours-page.tsx').then((m) => ({
                        Component: m.AdminToursPage,
                      })),
                  },
                  {
                    path: 'tours/new',
                    lazy: () =>
                      import('./features/admin/tours/pages/admin-tour-editor-page.tsx').then((m) => ({
                        Component: m.AdminTourEditorPage,
                      })),
                  },
                  {
                    path: 'tours/:id/edit',
                    lazy: () =>
                      import('./features/admin/tours/pages/admin-tour-editor-page.tsx').then((m) => ({
                        Component: m.AdminTourEditorPage,
                      })),
                  },
                  {
                    path: 'consultations',
                    lazy: () =>
                      import('./features/admin/consultations/pages/admin-consultations-page.tsx').then(
                        (m) => ({
                          Component: m.AdminConsultationsPage,
                        }),
                      ),
                  },
                  {
                    path: 'users',
                    lazy: () =>
                      import('./features/admin/users/pages/admin-users-page.tsx').then((m) => ({
                        Component: m.AdminUsersPage,
                      })),
                  },
                  {
                    path: 'outbox',
                    lazy: () =>
                      import('./features/admin/outbox/pages/admin-outbox-page.tsx').then((m) => ({
                        Component: m.AdminOutboxPage,
                      })),
                  },
                  {
                    path: 'outbox/:id',
                    lazy: () =>
                      import('./features/admin/outbox/pages/admin-outbox-message-page.tsx').then((m) => ({
                        Component: m.AdminOutboxMessagePage,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },

      // Everything else: header, footer and the help button around the page.
      {
        Component: RootLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                handle: prerendered,
                loader: homeLoader,
                lazy: () =>
                  import('./features/tours/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: 'tours',
                handle: prerendered,
                loader: toursLoader,
                lazy: () =>
                  import('./features/tours/pages/tours-page.tsx').then((m) => ({ Component: m.ToursPage })),
              },
              {
                path: 'tours/:id',
                handle: { ...prerendered, helpButton: 'beside-action-bar' } satisfies RouteHandle,
                loader: tourDetailLoader,
                lazy: () =>
                  import('./features/tours/pages/tour-detail-page.tsx').then((m) => ({
                    Component: m.TourDetailPage,
                  })),
              },
              {
                path: 'featured',
                handle: prerendered,
                loader: featuredLoader,
                lazy: () =>
                  import('./features/tours/pages/featured-page.tsx').then((m) => ({
                    Component: m.FeaturedPage,
                  })),
              },
              {
                path: 'about',
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: () =>
                  import('./features/content/pages/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
              },
              {
                path: 'contact',
                handle: { ...prerendered, ...formPage },
                lazy: () =>
                  import('./features/content/pages/contact-page.tsx').then((m) => ({
                    Component: m.ContactPage,
                  })),
              },
              {
                path: 'vehicle',
                handle: prerendered,
                lazy: () =>
                  import('./features/content/pages/vehicle-page.tsx').then((m) => ({
                    Component: m.VehiclePage,
                  })),
              },
              {
                path: 'privacy',
                handle: prerendered,
                lazy: () =>
                  import('./features/content/pages/privacy-page.tsx').then((m) => ({
                    Component: m.PrivacyPage,
                  })),
              },
              {
                path: 'terms',
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: () =>
                  import('./features/content/pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
              },
              {
                path: 'cancellation-policy',
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: () =>
                  import('./features/content/pages/cancellation-policy-page.tsx').then((m) => ({
                    Component: m.CancellationPolicyPage,
                  })),
              },
              {
                path: 'refund-policy',
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: () =>
                  import('./features/content/pages/refund-policy-page.tsx').then((m) => ({
                    Component: m.RefundPolicyPage,
                  })),
              },
              {
                path: 'faq',
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: () =>
                  import('./features/content/pages/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
              },
              {
                path: 'help',
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: () =>
                  import('./features/content/pages/help-page.tsx').then((m) => ({ Component: m.HelpPage })),
              },
              // Public: a visitor sees the tours saved in the browser. The page shows the catalog's cards,
              // handed in here since a feature never imports another (as the admin frame's bell).
              {
                path: 'wishlist',
                lazy: async () => {
                  const [{ WishlistPage }, { TourCard }] = await Promise.all([
                    import('./features/wishlist/pages/wishlist-page.tsx'),
                    import('./features/tours/components/tour-card.tsx'),
                  ]);
                  return { element: <WishlistPage TourCard={TourCard} /> };
                },
              },
              ...featurePageSlugs.map((slug) => ({
                path: `features/${slug}`,
                handle: prerendered,
                loader: paymentWordingLoader,
                lazy: featurePage,
              })),

              // Signed-in travellers only: others sign in first and come back.
              {
                element: (
                  <RequireAuth>
                    <Outlet />
                  </RequireAuth>
                ),
                children: [
                  {
                    path: 'booking/:tourId',
                    handle: formPage,
                    lazy: () =>
                      import('./features/booking/pages/booking-page.tsx').then((m) => ({
                        Component: m.BookingPage,
                      })),
                  },
                  {
                    path: 'profile',
                    handle: formPage,
                    lazy: () =>
                      import('./features/profile/pages/profile-page.tsx').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    path: 'bookings',
                    lazy: () =>
                      import('./features/bookings/pages/my-bookings-page.tsx').then((m) => ({
                        Component: m.MyBookingsPage,
                      })),
                  },
                  {
                    // Where Stripe sends the traveller back after paying or giving up.
                    path: 'bookings/:id/payment',
                    handle: formPage,
                    lazy: () =>
                      import('./features/bookings/pages/payment-return-page.tsx').then((m) => ({
                        Component: m.PaymentReturnPage,
                      })),
                  },
                  {
                    // What the traveller shows at the meeting point, on a phone or printed.
                    path: 'bookings/:id/ticket',
                    lazy: () =>
                      import('./features/bookings/pages/ticket-page.tsx').then((m) => ({
                        Component: m.TicketPage,
                      })),
                  },
                  {
                    // Moving a booking to another date; Stripe sends the traveller back here too.
                    path: 'bookings/:id/reschedule',
                    handle: formPage,
                    lazy: () =>
                      import('./features/bookings/pages/reschedule-page.tsx').then((m) => ({
                        Component: m.ReschedulePage,
                      })),
                  },
                  {
                    // A waitlist place: the seats held for the traveller (the offer's e-mail links here).
                    path: 'waitlist/:id',
                    handle: formPage,
                    lazy: () =>
                      import('./features/bookings/pages/waitlist-offer-page.tsx').then((m) => ({
                        Component: m.WaitlistOfferPage,
                      })),
                  },
                  {
                    path: 'notifications',
                    lazy: () =>
                      import('./features/notifications/pages/notifications-page.tsx').then((m) => ({
                        Component: m.NotificationsPage,
                      })),
                  },
                ],
              },

              {
                path: '*',
                lazy: () =>
                  import('./features/content/pages/not-found-page.tsx').then((m) => ({
                    Component: m.NotFoundPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The old client's stray featured page lived at '//test'. A doubled slash at the start is not a path
 * a router can hold (a URL parser reads '//test' as another host), so before the router starts
 * '//test' becomes /featured and any other leading '//' collapses to one slash.
 */
export function normalizeInitialPath() {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('//')) {
    const clean = pathname.replace(/^\/{2,}test\/?$/, '/featured').replace(/^\/{2,}/, '/');
    window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
  }
}

/** The browser's router; its loaders prefetch into `queryClient` (the one the app renders with). */
export function createRouter(queryClient: QueryClient) {
  normalizeInitialPath();
  return createBrowserRouter(routes, { getContext: () => loaderContext(queryClient) });
}
