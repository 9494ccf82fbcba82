import { Component, type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { partFailedMessage } from "./part-failed-message.ts";

// The feed's parts that only a click, a key or a first open needs (the edit form, the
// history dialog) load then, not with the page: a phone's first load stays small (issue 30).

type Loader<P> = () => Promise<ComponentType<P>>;

export type LazyPart<P> = ComponentType<P & { fallback?: ReactNode; inline?: boolean }> & {
  /** Starts fetching the code (on hover or focus of what opens it); never throws. */
  preload: () => void;
};

/**
 * A component whose code is fetched the first time it renders: `fallback` while it comes,
 * then the component; if the fetch fails, "Could not load…" with Try again (inline: the
 * sentence alone, in a line of text). A failed fetch is asked again on the next try.
 */
export function lazyPart<P extends object>(load: Loader<P>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
  // React keeps a lazy component's failure: after one, the next render gets a fresh one.
  const fresh = () => lazy(() => start().then((Shown) => ({ default: Shown })));
  let Shown = fresh();
  const renew = () => {
    Shown = fresh();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level.
  function Part({ fallback = null, inline = false, ...props }: P & PartOptions) {
    // Drawn by the boundary, so Try again draws the fresh lazy component.
    const draw = () => {
      const Loaded = Shown as unknown as ComponentType<P>;
      return (
        <Suspense fallback={fallback}>
          <Loaded {...(props as P)} />
        </Suspense>
      );
    };
    return <PartBoundary inline={inline} onFailed={renew} draw={draw} />;
  }
  return Object.assign(Part, { preload: () => void start().catch(() => {}) });
}

type PartOptions = { fallback?: ReactNode; inline?: boolean };

class PartBoundary extends Component<
  { inline: boolean; onFailed: () => void; draw: () => ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    if (!this.state.failed) return this.props.draw();
    // Try again renders the part anew, which fetches its code again.
    const retry = () => this.setState({ failed: false });
    return <PartFailed inline={this.props.inline} onRetry={retry} />;
  }
}

function PartFailed({ inline, onRetry }: { inline: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const text = intl.formatMessage(partFailedMessage);
  // A part in a line of text (History beside a post's time) says so without a box;
  // pressing what opened it again tries again.
  if (inline) {
    return (
      <span role="alert" className="text-xs font-semibold text-coral-700">
        {` ${text}`}
      </span>
    );
  }
  return <LoadFailed size="sm" message={text} retrying={false} onRetry={onRetry} />;
}
