import { ExternalLink, Globe, ImageOff, MapPin, Phone } from "lucide-react";
import type { PlaceEntry } from "../../../../contracts/business-parts.ts";
import { priceRangeLabels } from "../../../../contracts/business-parts-rules.ts";
import { hoursPresetLabels } from "../../../../contracts/dining-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { MessageOwner } from "../../../lib/message-owner-slot.tsx";
import type { PlaceDirectory, Words } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { categoryLabel } from "../shop-categories.ts";
import { placeQueryKey, useDeletePlace, usePlace } from "../use-places.ts";
import { Fact } from "./detail-layout.tsx";
import { EntryButtons } from "./entry-buttons.tsx";
import { type EntryDetail, EntryDetailPage } from "./entry-detail-page.tsx";
import { EntryActions } from "./owner-actions.tsx";
import { SellerLine } from "./seller-line.tsx";

const words = defineMessages({
  hours: { id: "directories.hours", defaultMessage: "Hours" },
  phone: { id: "directories.phone", defaultMessage: "Phone" },
  viewOnMap: { id: "directories.viewOnMap", defaultMessage: "View on map" },
  newTab: { id: "directories.newTab", defaultMessage: "(opens in a new tab)" },
  addedBy: { id: "directories.addedBy", defaultMessage: "Added by" },
});

/** Preset hours in the page's language; hours an owner typed stay as typed. */
const hoursText = (hours: string, intl: Words) => {
  const preset = hoursPresetLabels[hours as keyof typeof hoursPresetLabels];
  return preset ? intl.formatMessage(preset) : hours;
};

/** A plain search link: no map service's script runs on our page. */
export const mapLink = (address: string, cityName: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, ${cityName}`)}`;

/** The canonical detail of a restaurant or shop: public (decision 9); Edit for the owner or an admin. */
export function PlaceDetailPage({ directory }: { directory: PlaceDirectory }) {
  return <EntryDetailPage directory={directory} detail={placeDetail(directory)} />;
}

/** One photo (decision 25), the facts, the address with its map link, the website. */
const placeDetail = (directory: PlaceDirectory): EntryDetail<PlaceEntry> => ({
  useEntry: (id) => usePlace(directory.api, id),
  loadError: (_, intl) => intl.formatMessage(directory.messages.loadError),
  gallery: (business) =>
    business.photoUrl ? (
      <img
        src={business.photoUrl}
        alt={business.name}
        className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
      />
    ) : (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    ),
  body: (business, { viewer, listPath, intl }) => (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone="ocean">{categoryLabel(business.kind, intl)}</Badge>
          <Badge>{intl.formatMessage(priceRangeLabels[business.priceRange])}</Badge>
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
          {business.name}
        </h1>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term={intl.formatMessage(directory.kindLabel)}>
          {categoryLabel(business.kind, intl)}
        </Fact>
        <Fact term={intl.formatMessage(directoryWords.priceRange)}>
          {intl.formatMessage(priceRangeLabels[business.priceRange])}
        </Fact>
        {business.hours && (
          <Fact term={intl.formatMessage(words.hours)}>{hoursText(business.hours, intl)}</Fact>
        )}
        <Fact term={intl.formatMessage(words.phone)}>
          <a
            href={`tel:${business.phone.replace(/[^+\d]/g, "")}`}
            className="inline-flex items-center gap-1.5 text-ocean-800 underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {business.phone}
          </a>
        </Fact>
      </dl>
      <p className="whitespace-pre-line break-words text-slate-700">{business.description}</p>
      <div className="flex flex-col gap-2 text-slate-800">
        <p className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
          <span className="break-words">
            {business.address}{" "}
            <a
              href={mapLink(business.address, business.cityName)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-ocean-700 underline-offset-2 hover:underline"
            >
              {intl.formatMessage(words.viewOnMap)}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> {intl.formatMessage(words.newTab)}</span>
            </a>
          </span>
        </p>
        {business.website && (
          <p className="flex items-start gap-2">
            <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
            <a
              href={business.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all font-semibold text-ocean-700 underline-offset-2 hover:underline"
            >
              {business.website}
              <span className="sr-only"> {intl.formatMessage(words.newTab)}</span>
            </a>
          </p>
        )}
      </div>
      <SellerLine seller={business.owner} caption={intl.formatMessage(words.addedBy)} size="lg" />
      <div className="flex flex-wrap gap-3 empty:hidden">
        <MessageOwner
          kind={directory.what}
          id={business.id}
          title={business.name}
          ownerId={business.owner.id}
          who="owner"
        />
      </div>
      <EntryButtons
        entry={business}
        title={business.name}
        signedIn={Boolean(viewer)}
        report={directory.what}
        save={
          directory.saves
            ? { collection: directory.api, detailKey: placeQueryKey(directory.api, business.id) }
            : undefined
        }
      />
      <PlaceActions directory={directory} business={business} listPath={listPath} />
    </>
  ),
});

function PlaceActions({
  directory,
  business,
  listPath,
}: {
  directory: PlaceDirectory;
  business: PlaceEntry;
  listPath: string;
}) {
  const intl = useIntl();
  const remove = useDeletePlace(directory.api, business);
  return (
    <EntryActions
      item={business}
      editPath={directory.paths.edit(business.citySlug, business.id)}
      listPath={listPath}
      what={directory.what}
      confirmText={intl.formatMessage(directory.messages.deleteConfirm)}
      authorId={business.owner.id}
      remove={remove}
    />
  );
}
