import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, ImageOff, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Message as Words } from "../../../contracts/i18n/define-messages.ts";
import { marketplaceItemStatusLabels } from "../../../contracts/marketplace-rules.ts";
import type { ConversationSubject } from "../../../contracts/messages.ts";
import { propertyStatusLabels } from "../../../contracts/properties-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { api } from "../../lib/api.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { messagesWords } from "./messages-words.ts";
import { messagesKey } from "./use-conversations.ts";

// The directory status routes a seller marks an item on (the directories' own, unchanged):
// a listing is available, reserved or sold; a property under offer ("Mark reserved") or
// sold. A property has no single "available" (for sale or for rent): its own page sets that.
type StatusRoute = { path: string; reserved: string; sold: string; available?: string };
const statusRoutes: Partial<Record<ConversationSubject["kind"], StatusRoute>> = {
  listing: {
    path: "/api/marketplace-items",
    available: "available",
    reserved: "reserved",
    sold: "sold",
  },
  property: { path: "/api/properties", reserved: "under_offer", sold: "sold" },
};

// The directories' own words for a status ("sold" → "Sold", "Vendido").
const statusWords: Record<string, Record<string, Words>> = {
  listing: marketplaceItemStatusLabels,
  property: propertyStatusLabels,
};
const isSold = (status: string | null) => status?.toLowerCase() === "sold";
const isReserved = (status: string | null, route?: StatusRoute) =>
  status !== null && status === route?.reserved;

/** The item the conversation is about, at the top of the thread; its seller marks it here. */
export function SubjectCard({ subject }: { subject: ConversationSubject }) {
  const intl = useIntl();
  const title = subject.path ? (
    <Link to={subject.path} className="font-semibold text-slate-900 hover:underline">
      {subject.title}
    </Link>
  ) : (
    <span className="font-semibold text-slate-900">{subject.title}</span>
  );
  return (
    <section
      aria-label={intl.formatMessage(messagesWords.aboutItem, { title: subject.title })}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex items-center gap-3">
        {subject.thumbnailUrl ? (
          <img
            src={subject.thumbnailUrl}
            alt=""
            className="size-14 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100">
            <ImageOff aria-hidden="true" className="size-5 text-slate-400" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <span className="break-words">{title}</span>
          {subject.removed ? (
            <span className="text-sm text-slate-600">
              {intl.formatMessage(messagesWords.itemGone)}
            </span>
          ) : (
            subject.status && (
              <span>
                <Badge
                  tone={
                    isSold(subject.status)
                      ? "slate"
                      : isReserved(subject.status, statusRoutes[subject.kind])
                        ? "sand"
                        : "green"
                  }
                >
                  {statusText(intl, subject)}
                </Badge>
              </span>
            )
          )}
        </div>
      </div>
      {subject.mine && !subject.removed && <SellerActions subject={subject} />}
    </section>
  );
}

/**
 * The seller's small control (issue 32): Mark reserved, Mark sold (after asking: the
 * others who asked are told) and Mark available, each on the directory's status route.
 */
function SellerActions({ subject }: { subject: ConversationSubject }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const route = statusRoutes[subject.kind];
  const [confirmSold, setConfirmSold] = useState(false);
  const mark = useMutation({
    mutationFn: (status: string) =>
      api<unknown>(`${route?.path}/${encodeURIComponent(subject.id)}/status`, { body: { status } }),
    onSuccess: () => {
      setConfirmSold(false);
      void queryClient.invalidateQueries({ queryKey: messagesKey });
    },
  });
  if (!route) return null;
  const sold = isSold(subject.status);
  const reserved = isReserved(subject.status, route);
  const { available } = route;
  const busy = (status: string) => mark.isPending && mark.variables === status;
  return (
    <div className="flex flex-wrap gap-2">
      {!sold && !reserved && (
        <Button
          variant="secondary"
          size="sm"
          busy={busy(route.reserved)}
          disabled={mark.isPending}
          onClick={() => mark.mutate(route.reserved)}
        >
          <Clock aria-hidden="true" className="size-4" />
          {intl.formatMessage(messagesWords.markReserved)}
        </Button>
      )}
      {!sold && (
        <Button
          variant="secondary"
          size="sm"
          disabled={mark.isPending}
          onClick={() => setConfirmSold(true)}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {intl.formatMessage(messagesWords.markSold)}
        </Button>
      )}
      {(sold || reserved) && available && (
        <Button
          variant="secondary"
          size="sm"
          busy={busy(available)}
          disabled={mark.isPending}
          onClick={() => mark.mutate(available)}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {intl.formatMessage(messagesWords.markAvailable)}
        </Button>
      )}
      {!confirmSold && <MutationError error={mark.error} />}
      <ConfirmDialog
        open={confirmSold}
        title={intl.formatMessage(messagesWords.soldTitle, { title: subject.title })}
        description={intl.formatMessage(messagesWords.soldText)}
        confirmLabel={intl.formatMessage(messagesWords.markSold)}
        busy={mark.isPending}
        error={mark.error}
        role="dialog"
        onConfirm={() => mark.mutate(route.sold)}
        onClose={() => setConfirmSold(false)}
      />
    </div>
  );
}

function statusText(intl: ReturnType<typeof useIntl>, { kind, status }: ConversationSubject) {
  const words = status ? statusWords[kind]?.[status] : undefined;
  return words ? intl.formatMessage(words) : translatedText(intl, status ?? "");
}
