import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const skeletonMessages = defineMessages({
  loading: { id: "posts.loading", defaultMessage: "Loading posts" },
  comments: { id: "posts.commentsSection", defaultMessage: "Comments" },
});

/** Grey post-shaped cards while the first page loads. */
export function FeedSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{intl.formatMessage(skeletonMessages.loading)}</span>
      {[0, 1, 2].map((key) => (
        <Card key={key} className="flex flex-col gap-4 p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            {key === 0 && <Skeleton className="mt-2 h-48 w-full rounded-xl" />}
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-9 w-16 rounded-full" />
            <Skeleton className="h-9 w-16 rounded-full" />
            <Skeleton className="h-9 w-16 rounded-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** Where a post's comments go under it (the panel, and its place while the panel loads). */
export function CommentsSection({ id, children }: { id: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section
      id={id}
      aria-label={intl.formatMessage(skeletonMessages.comments)}
      className="flex flex-col gap-4 border-t border-slate-100 pt-4"
    >
      {children}
    </section>
  );
}

/** Grey comment-shaped rows while a post's comments load. */
export function CommentsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading comments</span>
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-2.5">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-14 flex-1 rounded-2xl" />
        </div>
      ))}
    </div>
  );
}
