import type { Seller } from "../../../../contracts/listing-parts.ts";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { Words } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";

/** Spec: the seller's username, or "Unknown" when the account is gone. */
export const sellerName = (seller: Seller, intl: Words) =>
  seller.username ?? intl.formatMessage(directoryWords.unknown);

/** The seller's avatar and name, with what they are ("Seller", "Listed by"). */
export function SellerLine({
  seller,
  caption,
  size = "sm",
}: {
  seller: Seller;
  caption: string;
  size?: "sm" | "lg";
}) {
  const intl = useIntl();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={sellerName(seller, intl)} src={seller.avatarUrl} size={size} />
      <p className="min-w-0 text-sm">
        <span className="block text-xs text-slate-600">{caption}</span>
        <span className="block truncate font-semibold text-slate-900">
          {sellerName(seller, intl)}
        </span>
      </p>
    </div>
  );
}
