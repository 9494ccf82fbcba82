import { useState } from "react";
import type { DemoContent } from "../../../contracts/demo-content.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { useDemoContent, useRemoveDemoContent } from "./use-demo-content.ts";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "9 demo members, with 21 listings, 15 properties, 9 restaurants, 9 shops and 9 events". */
export function describeDemoContent(content: DemoContent): string {
  const parts = [
    plural(content.listings, "listing"),
    plural(content.properties, "property", "properties"),
    plural(content.restaurants, "restaurant"),
    plural(content.shops, "shop"),
    plural(content.events, "event"),
  ];
  return `${plural(content.members, "demo member")}, with ${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
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

  return (
    <section aria-labelledby="demo-content-title">
      <h2 id="demo-content-title" className="text-xl font-bold text-slate-900">
        Demo content
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A fresh install shows demo members' listings, properties, places and events in each launch
        city, so it does not look empty. Remove them once real members arrive.
      </p>
      <Card className="mt-4 flex flex-col gap-4 p-4 sm:p-6">
        {removed && (
          <Alert tone="success">Demo content removed: {describeDemoContent(removed)}.</Alert>
        )}
        {content.isPending ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading demo content…</span>
            <Skeleton className="h-10" />
          </div>
        ) : content.isError ? (
          <LoadFailed
            message={couldNotLoad("the demo content", content.error)}
            retrying={content.isFetching}
            onRetry={() => content.refetch()}
          />
        ) : content.data.members === 0 ? (
          <p className="text-slate-700">There is no demo content.</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">{describeDemoContent(content.data)}.</p>
            <Button
              variant="danger"
              className="self-start sm:self-center"
              onClick={() => {
                setRemoved(null);
                setAsking(true);
              }}
            >
              Remove demo content
            </Button>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={asking}
        title="Remove demo content?"
        description={`${content.data ? describeDemoContent(content.data) : "The demo members and their content"}, and their photos, are deleted for everyone. Real members' posts, listings and places stay. This cannot be undone.`}
        confirmLabel="Remove demo content"
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
