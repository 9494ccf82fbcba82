import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { MessageOwner } from "../../../lib/message-owner-slot.tsx";
import { type ListingBasics, type ListingEntry, ownerOf } from "../directory.ts";
import { listingQueryKey, useDeleteListing, useListing } from "../use-listings.ts";
import { ContactLinks } from "./contact-links.tsx";
import { EntryButtons } from "./entry-buttons.tsx";
import { type EntryDetail, EntryDetailPage } from "./entry-detail-page.tsx";
import { ListingFacts, ListingHeader, ListingTags } from "./listing-facts.tsx";
import { EntryActions } from "./owner-actions.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SellerLine } from "./seller-line.tsx";
import { StatusMoves } from "./status-moves.tsx";

/**
 * A listing directory's entry page (/city/:city/{section}/:id), drawn from its config:
 * the gallery, its choices as badges and facts, the price, its address, facts and tags if it
 * has them (a property's), the owner and how to reach them (signed-in viewers only, decision
 * 9), Save, Share, Report and the owner's tools, with its status's badge and buttons or
 * select if it has one (the marketplace's Reserved and Sold, a property's Under Offer …).
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
    const { listing } = directory;
    const { owner } = listing;
    const seller = ownerOf(listing, entry);
    return (
      <>
        <ListingHeader listing={listing} entry={entry} intl={intl} />
        <ListingFacts listing={listing} entry={entry} intl={intl} />
        <p className="whitespace-pre-line break-words text-slate-700">{entry.description}</p>
        <ListingTags listing={listing} entry={entry} intl={intl} />
        <SellerLine seller={seller} caption={say(owner.caption)} size="lg" />
        <ContactLinks
          contact={entry.contact}
          subject={entry.title}
          emailLabel={say(owner.email)}
          phoneLabel={say(owner.text)}
          phoneLink={owner.phone}
          loginText={say(owner.loginToContact)}
          first={
            <MessageOwner
              kind={directory.what}
              id={entry.id}
              title={entry.title}
              ownerId={seller.id}
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
      authorId={ownerOf(directory.listing, entry).id}
      remove={remove}
    >
      {directory.listing.status && (
        <StatusMoves api={directory.api} entry={entry} status={directory.listing.status} />
      )}
    </EntryActions>
  );
}
