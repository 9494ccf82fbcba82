import { ArrowLeft, MapPinOff } from "lucide-react";
import { Link } from "react-router";
import { cityLookupMessages } from "../../../contracts/city-name.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { buttonClasses } from "../ui/button.tsx";

// Loaded only when a city page finds no city at its address (city-lookup-states.tsx).

const messages = defineMessages({
  noCommunity: {
    id: "ui.cityLookup.noCommunity",
    defaultMessage:
      "There is no Coastal community at this address. Pick one from the list instead.",
  },
  seeAll: { id: "ui.cityLookup.seeAll", defaultMessage: "See all communities" },
});

/** An unknown city slug: say so plainly and offer the list of real ones. */
export function CityNotFound({
  message = cityLookupMessages.cityNotFound,
}: {
  /** The page's own words (a message, or text that may be one of our messages' English). */
  message?: string | Message;
}) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
        <MapPinOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
        {typeof message === "string" ? translatedText(intl, message) : intl.formatMessage(message)}
      </h1>
      <p className="mt-2 text-slate-600">{intl.formatMessage(messages.noCommunity)}</p>
      <Link to="/communities" className={`${buttonClasses("primary")} mt-6`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.seeAll)}
      </Link>
    </div>
  );
}
