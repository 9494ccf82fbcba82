import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useViewer } from "../../lib/use-viewer.ts";
import { isShortcutName, resolveShortcut, type ViewerLookup } from "./resolve-shortcut.ts";

/** A section's shortcut (/feed, /properties, ...: contracts/city-sections.ts): sends on to a city. */
export function SectionShortcutPage() {
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const section = pathname.replace(/^\/+|\/+$/g, "");
  if (!isShortcutName(section)) return <Navigate to="/" replace />;

  const params = new URLSearchParams(search);
  const lookup: ViewerLookup = viewer.isPending
    ? { state: "loading" }
    : viewer.isError
      ? { state: "failed" }
      : { state: "ready", viewer: viewer.data };
  const target = resolveShortcut(section, params.get("city"), lookup);
  if (!target) return <PageSpinner />;

  // Filters a link may carry (?city=miami&category=books) travel on to the city's page.
  params.delete("city");
  const rest = params.toString();
  const keepsFilters = target.startsWith("/city/") && rest !== "";
  return <Navigate to={keepsFilters ? `${target}?${rest}` : target} replace />;
}
