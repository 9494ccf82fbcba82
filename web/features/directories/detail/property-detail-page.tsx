import { MapPin } from "lucide-react";
import { useId } from "react";
import {
  type Property,
  type PropertyStatus,
  propertyListingTypeLabels,
  propertyMessages,
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../../contracts/properties.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { MutationError } from "../../../components/ui/mutation-error.tsx";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { formatPropertyPrice } from "../../../lib/format-price.ts";
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

const sqm = (value: number | null) => (value === null ? "—" : `${value.toLocaleString()} sqm`);
const count = (value: number | null) => (value === null ? "—" : String(value));

/** /city/:city/property/:id: public; contact details for signed-in viewers only (decision 9). */
export const PropertyDetailPage = () => (
  <EntryDetailPage directory={properties} detail={propertyDetail} />
);

const propertyDetail: EntryDetail<Property> = {
  useEntry: useProperty,
  loadError: (error) => couldNotLoad("the property", error),
  gallery: (home) => <PhotoGallery photos={home.photos} title={home.title} />,
  body: (home, { viewer, listPath, intl }) => {
    const address = [home.streetAddress, home.suburb, home.postalCode].filter(Boolean).join(", ");
    return (
      <>
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Badge tone="green">{propertyStatusLabels[home.status]}</Badge>
            <Badge tone="ocean">{propertyTypeLabels[home.propertyType]}</Badge>
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
          <Fact term="Type">{propertyTypeLabels[home.propertyType]}</Fact>
          <Fact term="Listing">
            For {propertyListingTypeLabels[home.listingType].toLowerCase()}
          </Fact>
          <Fact term="Status">{propertyStatusLabels[home.status]}</Fact>
          <Fact term="Bedrooms">{count(home.bedrooms)}</Fact>
          <Fact term="Bathrooms">{count(home.bathrooms)}</Fact>
          <Fact term="Parking">{count(home.parkingSpaces)}</Fact>
          <Fact term="Floor area">{sqm(home.floorAreaSqm)}</Fact>
          <Fact term="Land area">{sqm(home.landAreaSqm)}</Fact>
          <Fact term="Listed">
            <time dateTime={home.createdAt}>{formatDate(home.createdAt)}</time>
          </Fact>
        </dl>
        <p className="whitespace-pre-line break-words text-slate-700">{home.description}</p>
        {home.features.length > 0 && (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="font-bold text-slate-900">
              Features
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
        <SellerLine seller={home.lister} caption="Listed by" size="lg" />
        <ContactLinks
          contact={home.contact}
          subject={home.title}
          emailLabel="Email"
          phoneLabel="Call"
          phoneLink="tel"
          loginText={propertyMessages.loginToContact}
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
  const remove = useDeleteProperty(property);
  const setStatus = useSetPropertyStatus(property.id);
  const id = useId();
  return (
    <EntryActions
      item={property}
      editPath={properties.paths.edit(property.citySlug, property.id)}
      listPath={listPath}
      what={properties.what}
      confirmText={propertyMessages.deleteConfirm}
      authorId={property.lister.id}
      remove={remove}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-status`} className="text-xs font-medium text-slate-700">
          Status
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
              {propertyStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <MutationError error={setStatus.error} />
    </EntryActions>
  );
}
