import { TriangleAlert } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

export const warningMessages = defineMessages({
  label: { id: "posts.contentWarning", defaultMessage: "Content warning" },
  show: { id: "posts.showWarned", defaultMessage: "Show" },
  hide: { id: "posts.hideWarned", defaultMessage: "Hide" },
});

/**
 * A post's text and photos behind its content warning (issue 35): the warning and a
 * Show button until tapped; without a warning, the content as it is.
 */
export function PostWarning({
  warning,
  children,
}: {
  warning: string | null | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const id = useId();
  if (!warning) return <>{children}</>;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        <p className="min-w-0 flex-1 break-words text-slate-900">
          <span className="font-semibold">{intl.formatMessage(warningMessages.label)}: </span>
          <span data-user-content="">{warning}</span>
        </p>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={`${id}-warned`}
          onClick={() => setShown(!shown)}
          className="inline-flex h-9 shrink-0 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-slate-900/15 hover:bg-slate-50"
        >
          {intl.formatMessage(shown ? warningMessages.hide : warningMessages.show)}
        </button>
      </div>
      <div id={`${id}-warned`} hidden={!shown} className="flex flex-col gap-4">
        {shown && children}
      </div>
    </>
  );
}
