import { createBrowserRouter, Navigate } from "react-router";
import { ErrorScreen } from "./shell/error-screen.tsx";
import { RootLayout } from "./shell/root-layout.tsx";

// Pages load lazily so the first screen downloads only what it shows.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        path: "/",
        lazy: async () => ({
          Component: (await import("../features/landing/landing-page.tsx")).LandingPage,
        }),
      },
      {
        path: "/auth",
        lazy: async () => ({
          Component: (await import("../features/auth/auth-page.tsx")).AuthPage,
        }),
      },
      {
        path: "/reset-password",
        lazy: async () => ({
          Component: (await import("../features/auth/reset-password-page.tsx")).ResetPasswordPage,
        }),
      },
      {
        path: "/communities",
        lazy: async () => ({
          Component: (await import("../features/communities/communities-page.tsx")).CommunitiesPage,
        }),
      },
      {
        path: "/city/:city/*",
        lazy: async () => ({
          Component: (await import("../features/communities/city-page.tsx")).CityPage,
        }),
      },
      {
        path: "/profile",
        lazy: async () => ({
          Component: (await import("../features/profiles/profile-page.tsx")).ProfilePage,
        }),
      },
      {
        path: "/admin",
        lazy: async () => ({
          Component: (await import("../features/admin/admin-page.tsx")).AdminPage,
        }),
      },
      // Spec: any unknown path redirects to /.
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
]);
