import { useState } from "react";
import type { DemoContent } from "../../../contracts/demo-content.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useDemoContent, useRemoveDemoContent } from "./use-demo-content.ts";

const messages = defineMessages({
  summary: {
    id: "admin.demo.summary",
    defaultMessage:
      "{members, plural, one {# demo member} other {# demo members}}, with {listings, plural, one {# listing} other {# listings}}, {properties, plural, one {# property} other {# properties}}, {restaurants, plural, one {# restaurant} other {# restaurants}}, {shops, plural, one {# shop} other {# shops}} and {events, plural, one {# event} other {# events}}",
  },
  title: { id: "admin.demo.title", defaultMessage: "Demo content" },
  lead: {
    id: "admin.demo.lead",
    defaultMessage:
      "A fresh install shows demo members' listings, properties, places and events in each launch city, so it does not look empty. Remove them once real members arrive.",
  },
  removed: { id: "admin.demo.removed", defaultMessage: "Demo content removed: {summary}." },
  loading: { id: "admin.demo.loading", defaultMessage: "Loading demo content…" },
  couldNotLoad: {
    id: "admin.demo.couldNotLoad",
    defaultMessage: "Could not load the demo content. {why}",
  },
  none: { id: "admin.demo.none", defaultMessage: "There is no demo content." },
  sentence: { id: "admin.demo.sentence", defaultMessage: "{summary}." },
  remove: { id: "admin.demo.remove", defaultMessage: "Remove demo content" },
  removeTitle: { id: "admin.demo.removeTitle", defaultMessage: "Remove demo content?" },
  theDemoMembers: {
    id: "admin.demo.theDemoMembers",
    defaultMessage: "The demo members and their content",
  },
  removeDescription: {
    id: "admin.demo.removeDescription",
    defaultMessage:
      "{summary}, and their photos, are deleted for everyone. Real members' posts, listings and places stay. This cannot be undone.",
  },
});

/** "9 demo members, with 21 listings, 15 properties, 9 restaurants, 9 shops and 9 events". */
export function describeDemoContent(
  content: DemoContent,
  intl: Pick<ReturnType<typeof useIntl>, "formatMessage">,
): string {
  return intl.formatMessage(messages.summary, { ...content });
}

/**
 * The Cities tab's demo content (decision 060): what a fresh install seeded, and
 * one action, asked once, that removes it with its photos. Real members' content stays.
 */
export function DemoContentSection() {
  const content = useDemoContent();
  const remove = useRemoveDemoContent();
  const [asking, setAsking] = useState(false);
  const [removed, setRemoved] = useState<DemoContent | null>(null);
  const intl = useIntl();

  return (
    <section aria-labelledby="demo-content-title">
      <h2 id="demo-content-title" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(messages.lead)}</p>
      <Card className="mt-4 flex flex-col gap-4 p-4 sm:p-6">
        {removed && (
          <Alert tone="success">
            {intl.formatMessage(messages.removed, {
              summary: describeDemoContent(removed, intl),
            })}
          </Alert>
        )}
        {content.isPending ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
            <Skeleton className="h-10" />
          </div>
        ) : content.isError ? (
          <LoadFailed
            message={intl.formatMessage(messages.couldNotLoad, {
              why: apiErrorText(content.error),
            })}
            retrying={content.isFetching}
            onRetry={() => content.refetch()}
          />
        ) : content.data.members === 0 ? (
          <p className="text-slate-700">{intl.formatMessage(messages.none)}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">
              {intl.formatMessage(messages.sentence, {
                summary: describeDemoContent(content.data, intl),
              })}
            </p>
            <Button
              variant="danger"
              className="self-start sm:self-center"
              onClick={() => {
                setRemoved(null);
                setAsking(true);
              }}
            >
              {intl.formatMessage(messages.remove)}
            </Button>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(messages.removeTitle)}
        description={intl.formatMessage(messages.removeDescription, {
          summary: content.data
            ? describeDemoContent(content.data, intl)
            : intl.formatMessage(messages.theDemoMembers),
        })}
        confirmLabel={intl.formatMessage(messages.remove)}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (gone) => {
              setRemoved(gone);
              setAsking(false);
            },
          })
        }
        onClose={() => {
          setAsking(false);
          remove.reset();
        }}
      />
    </section>
  );
}
