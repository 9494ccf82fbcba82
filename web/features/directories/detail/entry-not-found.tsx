import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";

const words = defineMessages({
  removed: {
    id: "directories.maybeRemoved",
    defaultMessage: "It may have been removed by its owner.",
  },
  back: { id: "directories.backToList", defaultMessage: "Back to the list" },
});

/** "Item not found." / "Property not found.", with the way back to the list. */
export function EntryNotFound({ message, listPath }: { message: string; listPath: string }) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{message}</h1>
      <p className="mt-2 text-slate-600">{intl.formatMessage(words.removed)}</p>
      <Link to={listPath} className={`${buttonClasses("primary")} mt-6`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {intl.formatMessage(words.back)}
      </Link>
    </div>
  );
}
