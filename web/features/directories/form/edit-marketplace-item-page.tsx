import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { marketplaceMessages } from "../../../../contracts/marketplace-rules.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { isMissing } from "../../../lib/api.ts";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { ListingNotFound } from "../detail/entry-not-found.tsx";
import type { FlashState } from "../list/flash-notice.tsx";
import { useListing, useWriteListing } from "../use-marketplace-items.ts";
import { FormRefusal, ListingFormFrame } from "./form-frame.tsx";
import { ListingForm } from "./marketplace-item-form.tsx";
import { updateListingProblem } from "./marketplace-item-problems.ts";
import { keptPhotos } from "./photos-field.tsx";

/** /city/:city/marketplace/:id/edit: the owner or an admin (decision 5); others are told why not. */
export function EditListingPage() {
  return <PublicCity>{(found) => <EditListing {...found} />}</PublicCity>;
}

function EditListing({ city, viewer }: PublicCityView) {
  const { id = "" } = useParams();
  const listing = useListing(id);
  const write = useWriteListing(city.slug, id);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const listPath = `/city/${encodeURIComponent(city.slug)}/marketplace`;
  const detailPath = `${listPath}/${encodeURIComponent(id)}`;

  if (listing.isPending) return <PageSpinner />;
  if (listing.isError) {
    if (isMissing(listing.error)) {
      return <ListingNotFound message={marketplaceMessages.notFound} listPath={listPath} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed
          message={couldNotLoad("the listing", listing.error)}
          retrying={listing.isFetching}
          onRetry={() => listing.refetch()}
        />
      </div>
    );
  }
  const { data } = listing;
  return (
    <ListingFormFrame
      title="Edit Listing"
      intro={data.title}
      backPath={detailPath}
      backLabel="Back to the listing"
    >
      {!viewer ? (
        <FormRefusal message={marketplaceMessages.loginToCreate} signIn />
      ) : !data.canEdit ? (
        <FormRefusal message={marketplaceMessages.notOwner} signIn={false} />
      ) : (
        <ListingForm
          initial={{
            title: data.title,
            description: data.description,
            category: data.category,
            condition: data.condition,
            price: data.price,
          }}
          initialPhotos={keptPhotos(data.photos)}
          submitLabel="Save Changes"
          busy={write.isPending}
          progress={write.progress}
          problem={problem}
          onSubmit={(values, photos) => {
            setProblem(null);
            write.mutate(
              { data: values, photos },
              {
                onSuccess: () =>
                  navigate(detailPath, {
                    state: { notice: marketplaceMessages.updated } satisfies FlashState,
                  }),
                onError: (error) => setProblem(updateListingProblem(error)),
              },
            );
          }}
        />
      )}
    </ListingFormFrame>
  );
}
