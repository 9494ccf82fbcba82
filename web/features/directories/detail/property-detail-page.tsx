import { MapPin } from "lucide-react";
import { useId } from "react";
import { useParams } from "react-router";
import {
  type Property,
  type PropertyStatus,
  propertyListingTypeLabels,
  propertyMessages,
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../../contracts/properties.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { ReportButton } from "../../../components/report-button.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { isMissing } from "../../../lib/api.ts";
import { apiErrorText, couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { formatPropertyPrice } from "../../../lib/format-price.ts";
import {
  propertyQueryKey,
  useDeleteProperty,
  useProperty,
  useSetPropertyStatus,
} from "../use-properties.ts";
import { ContactLinks } from "./contact-links.tsx";
import { DetailLayout, DetailSkeleton, Fact } from "./detail-layout.tsx";
import { ListingNotFound } from "./entry-not-found.tsx";
import { ItemActions } from "./owner-actions.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SaveButton } from "./save-button.tsx";
import { SellerLine } from "./seller-line.tsx";
import { ShareButton } from "./share-button.tsx";

const sqm = (value: number | null) => (value === null ? "—" : `${value.toLocaleString()} sqm`);
const count = (value: number | null) => (value === null ? "—" : String(value));

/** /city/:city/property/:id: public; contact details for signed-in viewers only (decision 9). */
export function PropertyDetailPage() {
  return <PublicCity>{(found) => <PropertyDetail {...found} />}</PublicCity>;
}

function PropertyDetail({ city, cityName, viewer }: PublicCityView) {
  const { id = "" } = useParams();
  const property = useProperty(id);
  const listPath = `/city/${encodeURIComponent(city.slug)}/property`;
  if (property.isPending) return <DetailSkeleton />;
  if (property.isError) {
    if (isMissing(property.error)) {
      return <ListingNotFound message={propertyMessages.notFound} listPath={listPath} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed
          message={couldNotLoad("the property", property.error)}
          retrying={property.isFetching}
          onRetry={() => property.refetch()}
        />
      </div>
    );
  }
  const home = property.data;
  const address = [home.streetAddress, home.suburb, home.postalCode].filter(Boolean).join(", ");
  return (
    <DetailLayout
      backPath={listPath}
      backLabel={`Properties in ${cityName}`}
      gallery={<PhotoGallery photos={home.photos} title={home.title} />}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone="green">{propertyStatusLabels[home.status]}</Badge>
          <Badge tone="ocean">{propertyTypeLabels[home.propertyType]}</Badge>
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
          {home.title}
        </h1>
        <p className="text-2xl font-extrabold text-ocean-800">{formatPropertyPrice(home.price)}</p>
        <p className="inline-flex items-start gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
          {address}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact term="Type">{propertyTypeLabels[home.propertyType]}</Fact>
        <Fact term="Listing">For {propertyListingTypeLabels[home.listingType].toLowerCase()}</Fact>
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
      <div className="flex flex-wrap items-start gap-3">
        <SaveButton
          kind="property"
          id={home.id}
          saved={home.saved}
          signedIn={Boolean(viewer)}
          detailKey={propertyQueryKey(home.id)}
        />
        <ShareButton title={home.title} />
        {viewer && !home.canDelete && (
          <ReportButton targetType="property" targetId={home.id} label={home.title} />
        )}
      </div>
      <PropertyActions property={home} listPath={listPath} />
    </DetailLayout>
  );
}

function PropertyActions({ property, listPath }: { property: Property; listPath: string }) {
  const remove = useDeleteProperty(property);
  const setStatus = useSetPropertyStatus(property.id);
  const id = useId();
  return (
    <ItemActions
      item={property}
      editPath={`${listPath}/${encodeURIComponent(property.id)}/edit`}
      listPath={listPath}
      what="property"
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
      {setStatus.isError && <Alert tone="error">{apiErrorText(setStatus.error)}</Alert>}
    </ItemActions>
  );
}
