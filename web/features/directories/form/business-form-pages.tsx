import { type ReactNode, useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { Business } from "../../../../contracts/business-parts.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { isMissing } from "../../../lib/api.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { ListingNotFound } from "../detail/entry-not-found.tsx";
import type { PlaceDirectory } from "../directory.ts";
import type { FlashState } from "../list/flash-notice.tsx";
import { useBusiness, useWriteBusiness } from "../use-businesses.ts";
import { FormRefusal, ListingFormFrame } from "./form-frame.tsx";

/** What a section's form is given by the page around it. */
export interface FormSlot {
  /** The row being edited; undefined when creating. */
  initial?: Business;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  /** `data` is the contract's input; `photo` is required when creating. */
  onSubmit: (data: object, photo: File | null) => void;
}

type RenderForm = (slot: FormSlot) => ReactNode;

/** Shown over a refused write: the server's own words for a 400 (a refused photo), else the spec's. */
const problemText = (
  error: unknown,
  texts: { byStatus: Record<number, string>; fallback: string },
) => apiErrorText(error, { ...texts, serverWords: [400, 413, 429] });

/** /city/:city/restaurant/new and /city/:city/shop/new: any signed-in user (spec section 6). */
export function NewBusinessPage(props: { directory: PlaceDirectory; renderForm: RenderForm }) {
  return (
    <PublicCity notFound={props.directory.messages.cityNotFound}>
      {(found) => <NewBusiness {...props} {...found} />}
    </PublicCity>
  );
}

function NewBusiness({
  directory,
  renderForm,
  city,
  cityName,
  viewer,
}: PublicCityView & { directory: PlaceDirectory; renderForm: RenderForm }) {
  const { messages, paths } = directory;
  const listPath = paths.list(city.slug);
  const write = useWriteBusiness(directory.api, city.slug);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ListingFormFrame
      title={messages.add}
      intro={`Share a favourite ${directory.what} in ${cityName}.`}
      backPath={listPath}
      backLabel={`${directory.title} in ${cityName}`}
    >
      {viewer ? (
        renderForm({
          busy: write.isPending,
          progress: write.progress,
          problem,
          onSubmit: (data, photo) => {
            setProblem(null);
            write.mutate(
              { data, photo },
              {
                onSuccess: (saved) =>
                  navigate(paths.detail(saved.citySlug, saved.id), {
                    state: { notice: messages.created } satisfies FlashState,
                  }),
                onError: (error) =>
                  setProblem(
                    problemText(error, {
                      byStatus: { 401: messages.loginToCreate, 404: messages.cityNotFound },
                      fallback: messages.createError,
                    }),
                  ),
              },
            );
          },
        })
      ) : (
        <FormRefusal message={messages.loginToCreate} signIn />
      )}
    </ListingFormFrame>
  );
}

/** The edit page: the owner or an admin; anyone else is told "You do not have permission…". */
export function EditBusinessPage(props: { directory: PlaceDirectory; renderForm: RenderForm }) {
  return <PublicCity>{(found) => <EditBusiness {...props} {...found} />}</PublicCity>;
}

function EditBusiness({
  directory,
  renderForm,
  city,
  viewer,
}: PublicCityView & { directory: PlaceDirectory; renderForm: RenderForm }) {
  const { messages, paths } = directory;
  const { id = "" } = useParams();
  const item = useBusiness(directory.api, id);
  const write = useWriteBusiness(directory.api, city.slug, id);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const detailPath = paths.detail(city.slug, id);

  if (item.isPending) return <PageSpinner />;
  if (item.isError) {
    if (isMissing(item.error)) {
      return <ListingNotFound message={messages.notFound} listPath={paths.list(city.slug)} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed
          message={messages.loadError}
          retrying={item.isFetching}
          onRetry={() => item.refetch()}
        />
      </div>
    );
  }
  const { data } = item;
  return (
    <ListingFormFrame
      title={`Edit ${directory.what[0]?.toUpperCase()}${directory.what.slice(1)}`}
      intro={data.name}
      backPath={detailPath}
      backLabel={`Back to the ${directory.what}`}
    >
      {!viewer ? (
        <FormRefusal message={messages.loginToCreate} signIn />
      ) : !data.canEdit ? (
        <FormRefusal message={messages.notOwner} signIn={false} />
      ) : (
        renderForm({
          initial: data,
          busy: write.isPending,
          progress: write.progress,
          problem,
          onSubmit: (values, photo) => {
            setProblem(null);
            write.mutate(
              { data: values, photo },
              {
                onSuccess: () =>
                  navigate(detailPath, {
                    state: { notice: messages.updated } satisfies FlashState,
                  }),
                onError: (error) =>
                  setProblem(
                    problemText(error, {
                      byStatus: { 403: messages.notOwner, 404: messages.notFound },
                      fallback: messages.updateError,
                    }),
                  ),
              },
            );
          },
        })
      )}
    </ListingFormFrame>
  );
}
