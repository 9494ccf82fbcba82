import { Navigate, type RouteObject } from "react-router";
import { citySections } from "../../contracts/city-sections.ts";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { ErrorScreen } from "./shell/error-screen.tsx";
import { RootLayout } from "./shell/root-layout.tsx";

// Pages load lazily so the first screen downloads only what it shows.
const page = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

const standardPaths = { List: "", New: "/new", Detail: "/:id", Edit: "/:id/edit" } as const;

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
      // Marketplace and properties (issue 10; edit routes: product decision 5).
      {
        path: "/city/:city/marketplace",
        ...page(
          () => import("../features/directories/marketplace-pages.tsx"),
          (m) => m.MarketplacePage,
        ),
      },
      {
        path: "/city/:city/marketplace/new",
        ...page(
          () => import("../features/directories/form/marketplace-item-form-pages.tsx"),
          (m) => m.NewMarketplaceItemPage,
        ),
      },
      {
        path: "/city/:city/marketplace/:id",
        ...page(
          () => import("../features/directories/detail/marketplace-item-detail-page.tsx"),
          (m) => m.MarketplaceItemDetailPage,
        ),
      },
      {
        path: "/city/:city/marketplace/:id/edit",
        ...page(
          () => import("../features/directories/form/marketplace-item-form-pages.tsx"),
          (m) => m.EditMarketplaceItemPage,
        ),
      },
      {
        path: "/city/:city/property",
        ...page(
          () => import("../features/directories/properties-pages.tsx"),
          (m) => m.PropertiesPage,
        ),
      },
      {
        path: "/city/:city/property/new",
        ...page(
          () => import("../features/directories/form/property-form-pages.tsx"),
          (m) => m.NewPropertyPage,
        ),
      },
      {
        path: "/city/:city/property/:id",
        ...page(
          () => import("../features/directories/detail/property-detail-page.tsx"),
          (m) => m.PropertyDetailPage,
        ),
      },
      {
        path: "/city/:city/property/:id/edit",
        ...page(
          () => import("../features/directories/form/property-form-pages.tsx"),
          (m) => m.EditPropertyPage,
        ),
      },
      // Dining and shopping (issue 11; paths: product decisions 3 and 4).
      {
        path: "/city/:city/dining",
        ...page(
          () => import("../features/directories/dining-pages.tsx"),
          (m) => m.DiningPage,
        ),
      },
      {
        path: "/city/:city/dining/restaurant/:id",
        ...page(
          () => import("../features/directories/dining-pages.tsx"),
          (m) => m.RestaurantDetailPage,
        ),
      },
      {
        path: "/city/:city/dining/restaurant/:id/edit",
        ...page(
          () => import("../features/directories/dining-pages.tsx"),
          (m) => m.EditRestaurantPage,
        ),
      },
      {
        path: "/city/:city/restaurant/new",
        ...page(
          () => import("../features/directories/dining-pages.tsx"),
          (m) => m.NewRestaurantPage,
        ),
      },
      {
        path: "/city/:city/restaurant/:id",
        ...page(
          () => import("../features/directories/dining-pages.tsx"),
          (m) => m.RestaurantRedirect,
        ),
      },
      {
        path: "/city/:city/shopping",
        ...page(
          () => import("../features/directories/shopping-pages.tsx"),
          (m) => m.ShoppingPage,
        ),
      },
      {
        path: "/city/:city/shop/new",
        ...page(
          () => import("../features/directories/shopping-pages.tsx"),
          (m) => m.NewShopPage,
        ),
      },
      {
        path: "/city/:city/shop/:id",
        ...page(
          () => import("../features/directories/shopping-pages.tsx"),
          (m) => m.ShopDetailPage,
        ),
      },
      {
        path: "/city/:city/shop/:id/edit",
        ...page(
          () => import("../features/directories/shopping-pages.tsx"),
          (m) => m.EditShopPage,
        ),
      },
      // Every directory whose section has `standardPages` (contracts/city-sections.ts): its
      // list, new, detail and edit pages, drawn from its web config.
      ...citySections.flatMap((section) =>
        "standardPages" in section
          ? (["List", "New", "Detail", "Edit"] as const).map((name) => ({
              path: `/city/:city/${section.slug}${standardPaths[name]}`,
              ...page(
                () =>
                  import("../features/directories/standard-pages.tsx").then((m) =>
                    m.standardPages(section.slug),
                  ),
                (pages) => pages[name],
              ),
            }))
          : [],
      ),
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
