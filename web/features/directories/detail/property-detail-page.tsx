import { MapPin } from "lucide-react";
import { useId } from "react";
import type { Property, PropertyStatus } from "../../../../contracts/properties.ts";
import {
  propertyMessages,
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../../contracts/properties-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { MutationError } from "../../../components/ui/mutation-error.tsx";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { formatPropertyPrice } from "../../../lib/format-price.ts";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { MessageOwner } from "../../../lib/message-owner-slot.tsx";
import type { Words } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { properties } from "../properties.tsx";
import {
  propertyQueryKey,
  useDeleteProperty,
  useProperty,
  useSetPropertyStatus,
} from "../use-properties.ts";
import { ContactLinks } from "./contact-links.tsx";
import { Fact } from "./detail-layout.tsx";
import { EntryButtons } from "./entry-buttons.tsx";
import { type EntryDetail, EntryDetailPage } from "./entry-detail-page.tsx";
import { EntryActions } from "./owner-actions.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SellerLine } from "./seller-line.tsx";

const words = defineMessages({
  theProperty: { id: "properties.theProperty", defaultMessage: "the property" },
  sqm: { id: "properties.sqm", defaultMessage: "{area} sqm" },
  type: { id: "properties.typeTerm", defaultMessage: "Type" },
  listing: { id: "properties.listingTerm", defaultMessage: "Listing" },
  forType: {
    id: "properties.forType",
    defaultMessage: "{type, select, sale {For sale} rental {For rental} other {For {type}}}",
  },
  bedrooms: { id: "properties.bedrooms", defaultMessage: "Bedrooms" },
  bathrooms: { id: "properties.bathrooms", defaultMessage: "Bathrooms" },
  parking: { id: "properties.parking", defaultMessage: "Parking" },
  floorArea: { id: "properties.floorArea", defaultMessage: "Floor area" },
  landArea: { id: "properties.landArea", defaultMessage: "Land area" },
  listed: { id: "properties.listed", defaultMessage: "Listed" },
  features: { id: "properties.features", defaultMessage: "Features" },
  listedBy: { id: "properties.listedBy", defaultMessage: "Listed by" },
  email: { id: "properties.email", defaultMessage: "Email" },
  call: { id: "properties.call", defaultMessage: "Call" },
});

const sqm = (value: number | null, intl: Words) =>
  value === null ? "—" : intl.formatMessage(words.sqm, { area: intl.formatNumber(value) });
const count = (value: number | null, intl: Words) =>
  value === null ? "—" : intl.formatNumber(value);

/** /city/:city/property/:id: public; contact details for signed-in viewers only (decision 9). */
export const PropertyDetailPage = () => (
  <EntryDetailPage directory={properties} detail={propertyDetail} />
);

const propertyDetail: EntryDetail<Property> = {
  useEntry: useProperty,
  loadError: (error, intl) => couldNotLoad(intl.formatMessage(words.theProperty), error),
  gallery: (home) => <PhotoGallery photos={home.photos} title={home.title} />,
  body: (home, { viewer, listPath, intl }) => {
    const address = [home.streetAddress, home.suburb, home.postalCode].filter(Boolean).join(", ");
    const say = intl.formatMessage;
    return (
      <>
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Badge tone="green">{say(propertyStatusLabels[home.status])}</Badge>
            <Badge tone="ocean">{say(propertyTypeLabels[home.propertyType])}</Badge>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {home.title}
          </h1>
          <p className="text-2xl font-extrabold text-ocean-800">
            {formatPropertyPrice(home.price, home, intl.locale)}
          </p>
          <p className="inline-flex items-start gap-1.5 text-slate-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
            {address}
          </p>
        </header>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact term={say(words.type)}>{say(propertyTypeLabels[home.propertyType])}</Fact>
          <Fact term={say(words.listing)}>{say(words.forType, { type: home.listingType })}</Fact>
          <Fact term={say(directoryWords.status)}>{say(propertyStatusLabels[home.status])}</Fact>
          <Fact term={say(words.bedrooms)}>{count(home.bedrooms, intl)}</Fact>
          <Fact term={say(words.bathrooms)}>{count(home.bathrooms, intl)}</Fact>
          <Fact term={say(words.parking)}>{count(home.parkingSpaces, intl)}</Fact>
          <Fact term={say(words.floorArea)}>{sqm(home.floorAreaSqm, intl)}</Fact>
          <Fact term={say(words.landArea)}>{sqm(home.landAreaSqm, intl)}</Fact>
          <Fact term={say(words.listed)}>
            <time dateTime={home.createdAt}>{formatDate(home.createdAt)}</time>
          </Fact>
        </dl>
        <p className="whitespace-pre-line break-words text-slate-700">{home.description}</p>
        {home.features.length > 0 && (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="font-bold text-slate-900">
              {say(words.features)}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {home.features.map((feature) => (
                <li key={feature}>
                  <Badge>{feature}</Badge>
                </li>
              ))}
            </ul>
          </section>
        )}
        <SellerLine seller={home.lister} caption={say(words.listedBy)} size="lg" />
        <ContactLinks
          contact={home.contact}
          subject={home.title}
          emailLabel={say(words.email)}
          phoneLabel={say(words.call)}
          phoneLink="tel"
          loginText={say(propertyMessages.loginToContact)}
          first={
            <MessageOwner
              kind="property"
              id={home.id}
              title={home.title}
              ownerId={home.lister.id}
              who="seller"
            />
          }
        />
        <EntryButtons
          entry={home}
          title={home.title}
          signedIn={Boolean(viewer)}
          report="property"
          save={{ collection: "properties", detailKey: propertyQueryKey(home.id) }}
        />
        <PropertyActions property={home} listPath={listPath} />
      </>
    );
  },
};

function PropertyActions({ property, listPath }: { property: Property; listPath: string }) {
  const intl = useIntl();
  const remove = useDeleteProperty(property);
  const setStatus = useSetPropertyStatus(property.id);
  const id = useId();
  return (
    <EntryActions
      item={property}
      editPath={properties.paths.edit(property.citySlug, property.id)}
      listPath={listPath}
      what={properties.what}
      confirmText={intl.formatMessage(propertyMessages.deleteConfirm)}
      authorId={property.lister.id}
      remove={remove}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-status`} className="text-xs font-medium text-slate-700">
          {intl.formatMessage(directoryWords.status)}
        </label>
        <select
          id={`${id}-status`}
          value={property.status}
          disabled={setStatus.isPending}
          onChange={(event) => setStatus.mutate(event.target.value as PropertyStatus)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
        >
          {propertyStatuses.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(propertyStatusLabels[status])}
            </option>
          ))}
        </select>
      </div>
      <MutationError error={setStatus.error} />
    </EntryActions>
  );
}
