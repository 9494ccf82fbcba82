import { Navigate, type RouteObject } from "react-router";
import { citySections } from "../../contracts/city-sections.ts";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { directoryRoutes } from "./directory-routes.ts";
import { page } from "./lazy-page.ts";
import { ErrorScreen } from "./shell/error-screen.tsx";
import { RootLayout } from "./shell/root-layout.tsx";

// main.tsx makes the browser router; the build prerenders public pages from the same routes.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Shown until the first lazily loaded page has arrived.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: "/",
        ...page(
          () => import("../features/landing/landing-page.tsx"),
          (m) => m.LandingPage,
        ),
      },
      {
        path: "/auth",
        ...page(
          () => import("../features/auth/auth-page.tsx"),
          (m) => m.AuthPage,
        ),
      },
      {
        path: "/reset-password",
        ...page(
          () => import("../features/auth/reset-password-page.tsx"),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: "/invite/:token",
        ...page(
          () => import("../features/auth/invite-sign-up-page.tsx"),
          (m) => m.InviteSignUpPage,
        ),
      },
      {
        path: "/communities",
        ...page(
          () => import("../features/communities/communities-page.tsx"),
          (m) => m.CommunitiesPage,
        ),
      },
      {
        path: "/city/:city",
        ...page(
          () => import("../features/communities/join-city-page.tsx"),
          (m) => m.JoinCityPage,
        ),
      },
      {
        path: "/city/:city/profile",
        ...page(
          () => import("./pages/community-profile-page.tsx"),
          (m) => m.CommunityProfilePage,
        ),
      },
      {
        path: "/city/:city/feed",
        ...page(
          () => import("../features/posts/feed-page.tsx"),
          (m) => m.FeedPage,
        ),
      },
      // A post's own page: what notifications, search and the Saved list link to.
      {
        path: "/city/:city/posts/:id",
        ...page(
          () => import("../features/posts/post-page.tsx"),
          (m) => m.PostPage,
        ),
      },
      {
        path: "/city/:city/polls",
        ...page(
          () => import("../features/polls/polls-page.tsx"),
          (m) => m.PollsPage,
        ),
      },
      // A member's page within a city (issue 28).
      {
        path: "/city/:city/members/:username",
        ...page(
          () => import("./pages/member-profile-page.tsx"),
          (m) => m.MemberProfilePage,
        ),
      },
      // Events (product decision 8).
      {
        path: "/city/:city/events",
        ...page(
          () => import("../features/events/events-page.tsx"),
          (m) => m.EventsPage,
        ),
      },
      {
        path: "/city/:city/events/new",
        ...page(
          () => import("../features/events/save-event-page.tsx"),
          (m) => m.NewEventPage,
        ),
      },
      {
        path: "/city/:city/events/:id",
        ...page(
          () => import("../features/events/event-detail-page.tsx"),
          (m) => m.EventDetailPage,
        ),
      },
      {
        path: "/city/:city/events/:id/edit",
        ...page(
          () => import("../features/events/save-event-page.tsx"),
          (m) => m.EditEventPage,
        ),
      },
      // The city's directories: marketplace, properties, dining, shopping and the rest.
      ...directoryRoutes,
      {
        path: "/city/:city/search",
        ...page(
          () => import("../features/search/search-page.tsx"),
          (m) => m.SearchPage,
        ),
      },
      {
        // Sections whose screens arrive with later issues.
        path: "/city/:city/:section/*",
        ...page(
          () => import("../features/communities/section-placeholder-page.tsx"),
          (m) => m.SectionPlaceholderPage,
        ),
      },
      // Product decision 6: shortcuts resolve to the user's (or ?city=) community.
      ...citySections.map(({ shortcut }) => ({
        path: shortcut,
        ...page(
          () => import("../features/communities/section-shortcut-page.tsx"),
          (m) => m.SectionShortcutPage,
        ),
      })),
      {
        path: "/profile",
        ...page(
          () => import("./pages/profile-settings-page.tsx"),
          (m) => m.ProfileSettingsPage,
        ),
      },
      {
        path: "/create-post",
        ...page(
          () => import("../features/posts/create-post-page.tsx"),
          (m) => m.CreatePostPage,
        ),
      },
      // Everything the member saved, a tab per kind (issue 35).
      {
        path: "/saved",
        ...page(
          () => import("../features/saved/saved-page.tsx"),
          (m) => m.SavedPage,
        ),
      },
      {
        path: "/notifications",
        ...page(
          () => import("../features/notifications/notifications-page.tsx"),
          (m) => m.NotificationsPage,
        ),
      },
      // Messages (issue 32).
      {
        path: "/messages",
        ...page(
          () => import("../features/messages/inbox-page.tsx"),
          (m) => m.InboxPage,
        ),
      },
      {
        path: "/messages/:id",
        ...page(
          () => import("../features/messages/conversation-page.tsx"),
          (m) => m.ConversationPage,
        ),
      },
      {
        path: "/admin",
        ...page(
          () => import("./pages/admin-dashboard-page.tsx"),
          (m) => m.AdminDashboardPage,
        ),
      },
      // Spec: any unknown path redirects to /.
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
