import { Badge } from "../../../components/ui/badge.tsx";
import { LocalDateTime } from "../../../components/ui/local-date-time.tsx";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatListingPrice } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { MessageOwner } from "../../../lib/message-owner-slot.tsx";
import { choiceLabel, type ListingBasics, type ListingEntry } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { listingQueryKey, useDeleteListing, useListing } from "../use-listings.ts";
import { ContactLinks } from "./contact-links.tsx";
import { Fact } from "./detail-layout.tsx";
import { EntryButtons } from "./entry-buttons.tsx";
import { type EntryDetail, EntryDetailPage } from "./entry-detail-page.tsx";
import { EntryActions } from "./owner-actions.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SellerLine } from "./seller-line.tsx";
import { StatusMoves, statusOf } from "./status-moves.tsx";

/**
 * A listing directory's entry page (/city/:city/{section}/:id), drawn from its config:
 * the gallery, its choices as badges and facts, the price, the owner and how to reach
 * them (signed-in viewers only, decision 9), Save, Share, Report and the owner's tools,
 * with its status's badge and buttons if it has one (the marketplace's Reserved and Sold).
 */
export function ListingDetailPage({ directory }: { directory: ListingBasics }) {
  return <EntryDetailPage directory={directory} detail={listingDetail(directory)} />;
}

const listingDetail = (directory: ListingBasics): EntryDetail<ListingEntry> => ({
  useEntry: (id) => useListing(directory.api, id),
  loadError: (error, intl) => couldNotLoad(intl.formatMessage(directory.listing.theEntry), error),
  gallery: (entry) => <PhotoGallery photos={entry.photos} title={entry.title} />,
  body: (entry, { viewer, listPath, intl }) => {
    const say = intl.formatMessage;
    const { choices, owner, status } = directory.listing;
    const facts = status ? [...choices, status] : choices;
    return (
      <>
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {status && (
              <Badge tone={status.tones[statusOf(status, entry)]}>
                {choiceLabel(status, entry, intl)}
              </Badge>
            )}
            {choices
              .filter((choice) => choice.badge !== false)
              .map((choice) => (
                <Badge key={choice.field} tone="ocean">
                  {choiceLabel(choice, entry, intl)}
                </Badge>
              ))}
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {entry.title}
          </h1>
          {entry.price !== null && (
            <p className="text-2xl font-extrabold text-ocean-800">
              {formatListingPrice(entry.price, entry, intl.locale)}
            </p>
          )}
        </header>
        <dl className="grid grid-cols-2 gap-3">
          {facts.map((choice) => (
            <Fact key={choice.field} term={say(choice.label)}>
              {choiceLabel(choice, entry, intl)}
            </Fact>
          ))}
          <Fact term={say(directoryWords.posted)}>
            <LocalDateTime iso={entry.createdAt} />
          </Fact>
        </dl>
        <p className="whitespace-pre-line break-words text-slate-700">{entry.description}</p>
        <SellerLine seller={entry.seller} caption={say(owner.caption)} size="lg" />
        <ContactLinks
          contact={entry.contact}
          subject={entry.title}
          emailLabel={say(owner.email)}
          phoneLabel={say(owner.text)}
          loginText={say(owner.loginToContact)}
          first={
            <MessageOwner
              kind={directory.what}
              id={entry.id}
              title={entry.title}
              ownerId={entry.seller.id}
              who={owner.who ?? "owner"}
            />
          }
        />
        <EntryButtons
          entry={entry}
          title={entry.title}
          signedIn={Boolean(viewer)}
          report={directory.what}
          save={
            directory.saves && {
              collection: directory.api,
              detailKey: listingQueryKey(directory.api, entry.id),
            }
          }
        />
        <ListingActions directory={directory} entry={entry} listPath={listPath} />
      </>
    );
  },
});

function ListingActions({
  directory,
  entry,
  listPath,
}: {
  directory: ListingBasics;
  entry: ListingEntry;
  listPath: string;
}) {
  const intl = useIntl();
  const remove = useDeleteListing(directory.api, entry);
  return (
    <EntryActions
      item={entry}
      editPath={directory.paths.edit(entry.citySlug, entry.id)}
      listPath={listPath}
      what={directory.what}
      entryWords={directory.entryWords}
      confirmText={intl.formatMessage(directory.messages.deleteConfirm)}
      authorId={entry.seller.id}
      remove={remove}
    >
      {directory.listing.status && (
        <StatusMoves api={directory.api} entry={entry} status={directory.listing.status} />
      )}
    </EntryActions>
  );
}
