import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cityNameFromSlug } from "../../../contracts/communities-rules.ts";
import type { Post } from "../../../contracts/posts.ts";
import { cleanWarning, postLimits, postPhotoMessages } from "../../../contracts/posts-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PendingWritesLazily } from "../../components/ui/pending-writes-lazily.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { isOffline, sendOrQueue, useOutbox } from "../../lib/outbox.ts";
import { ComposerPhotos, warmPhotoPicker } from "./composer-photos.tsx";
import { LinkPreviewCard } from "./link-preview-card.tsx";
import { MentionSuggestions } from "./mention-suggestions.tsx";
import type { ChosenPhoto } from "./photo-picker.tsx";
import { useComposerLinkPreview } from "./use-link-preview.ts";
import { useMentionCombobox } from "./use-mention-suggestions.ts";
import {
  createPostProblem,
  type NewPost,
  postFields,
  prependPostToFeed,
  submittedValues,
  useCreatePost,
} from "./use-posts.ts";
import { WarningField } from "./warning-field.tsx";

// Shown only while a photo uploads: its code comes with the first photo (issue 9).
const UploadProgress = lazy(() =>
  import("../../components/ui/upload-progress.tsx").then((module) => ({
    default: module.UploadProgress,
  })),
);

const messages = defineMessages({
  prompt: { id: "posts.prompt", defaultMessage: "What's happening in {city}?" },
  placeholder: {
    id: "posts.placeholder",
    defaultMessage: "Share news, ask a question or post a photo for your neighbours…",
  },
  characters: { id: "posts.characters", defaultMessage: "{count} / {max} characters" },
  photoUpload: { id: "posts.photoUpload", defaultMessage: "Photo upload" },
  uploading: { id: "posts.uploadingPhoto", defaultMessage: "Uploading photo… {percent}%" },
  processing: { id: "posts.processingPhoto", defaultMessage: "Processing photo…" },
  post: { id: "posts.post", defaultMessage: "Post" },
});

// The counter appears only near the limit, where it helps.
const showCounterFrom = postLimits.contentMax - 500;

/** "What's happening in Miami?": text, an optional photo, then Post. */
export function CreatePostForm({
  city,
  viewer,
  onPosted,
}: {
  city: string;
  viewer: Viewer;
  onPosted: () => void;
}) {
  const create = useCreatePost(city);
  const [content, setContent] = useState("");
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [warningOn, setWarningOn] = useState(false);
  const [warning, setWarning] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionCombobox({ city, value: content, setValue: setContent, textRef });
  const addPhotoRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const intl = useIntl();
  const blank = content.trim() === "";
  // The first link's card as the post will show it, until the author removes it.
  const linkCard = useComposerLinkPreview(content);
  // Written offline, a post waits under the composer until it is sent (decision 074).
  const queryClient = useQueryClient();
  const scope = `feed:${city}`;
  const pending = useOutbox(scope, viewer.id, (_write, created) =>
    prependPostToFeed(queryClient, city, created as Post),
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || create.isPending) return;
    setProblem(null);
    const post: NewPost = {
      content,
      photos,
      contentWarning: warningOn ? cleanWarning(warning) : null,
      linkPreview: linkCard.linkPreview,
    };
    const key = create.submission.keyFor(submittedValues(post));
    const write = { key, userId: viewer.id, kind: "post" as const, scope, path: create.path };
    // The outbox keeps one photo at most (decision 074): a larger set goes only online.
    const several = photos.length > 1;
    if (several && isOffline()) {
      setProblem(intl.formatMessage(postPhotoMessages.offlinePhotos));
      return;
    }
    // Queued offline as form fields (the server reads "false" and alt text there too).
    const send = () => create.mutateAsync(post);
    const body = postFields(post);
    (several
      ? send()
      : sendOrQueue({ ...write, body, text: content, photo: photos[0]?.file ?? null }, send)
    ).then(
      (sent) => {
        if (sent === null) create.submission.succeeded();
        else onPosted();
        setContent("");
        setPhotos([]);
        setWarningOn(false);
        setWarning("");
        linkCard.reset();
        textRef.current?.focus();
      },
      (error: Error) => setProblem(createPostProblem(error, intl)),
    );
  };

  return (
    <>
      <Card className="p-4 sm:p-5">
        <form
          onSubmit={submit}
          // Writing a post is when its photo picker may be wanted: its code comes then.
          onFocus={warmPhotoPicker}
          noValidate
          className="flex flex-col gap-3"
        >
          <div className="flex items-start gap-3">
            {/* On phones the text box needs the width more than the face does. */}
            <div className="hidden sm:block">
              <Avatar name={viewer.username} src={viewer.avatarUrl} />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <label htmlFor={`${id}-text`} className="pt-1.5 font-semibold text-slate-900">
                {intl.formatMessage(messages.prompt, { city: cityNameFromSlug(city) })}
              </label>
              <textarea
                ref={textRef}
                id={`${id}-text`}
                value={content}
                rows={3}
                maxLength={postLimits.contentMax}
                placeholder={intl.formatMessage(messages.placeholder)}
                readOnly={create.isPending}
                aria-describedby={content.length >= showCounterFrom ? `${id}-count` : undefined}
                {...mention.inputProps}
                onChange={(event) => {
                  setContent(event.target.value);
                  mention.onChange(event);
                }}
                onKeyDown={(event) => {
                  if (mention.onKeyDown(event)) return;
                  // Ctrl/Cmd+Enter posts without reaching for the mouse; plain Enter is a new line.
                  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
                }}
                className="field-sizing-content max-h-96 min-h-24 w-full resize-y rounded-xl border border-slate-300 bg-slate-50/60 px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-ocean-600 focus:bg-white focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
              />
              <MentionSuggestions combobox={mention} />
              {content.length >= showCounterFrom && (
                <p id={`${id}-count`} className="self-end text-xs text-slate-600 tabular-nums">
                  {intl.formatMessage(messages.characters, {
                    count: intl.formatNumber(content.length),
                    max: intl.formatNumber(postLimits.contentMax),
                  })}
                </p>
              )}
              {linkCard.preview && (
                <LinkPreviewCard
                  preview={linkCard.preview}
                  disabled={create.isPending}
                  onRemove={() => {
                    // The button goes with the card; the text box takes the focus back.
                    flushSync(linkCard.remove);
                    textRef.current?.focus();
                  }}
                />
              )}
              <ComposerPhotos
                photos={photos}
                onChange={setPhotos}
                onProblem={setProblem}
                disabled={create.isPending}
                addRef={addPhotoRef}
              />
              <WarningField
                on={warningOn}
                onToggle={setWarningOn}
                warning={warning}
                onChange={setWarning}
                disabled={create.isPending}
              />
              {create.isPending && create.progress !== null && (
                <Suspense fallback={null}>
                  <UploadProgress
                    fraction={create.progress}
                    label={intl.formatMessage(messages.photoUpload)}
                    uploadingText={(percent) => intl.formatMessage(messages.uploading, { percent })}
                    processingText={intl.formatMessage(messages.processing)}
                  />
                </Suspense>
              )}
              {problem && <Alert tone="error">{problem}</Alert>}
            </div>
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <span />
            <Button type="submit" disabled={blank} busy={create.isPending} className="min-w-24">
              {!create.isPending && <Send aria-hidden="true" className="size-4" />}
              {intl.formatMessage(messages.post)}
            </Button>
          </div>
        </form>
      </Card>
      <PendingWritesLazily writes={pending} look="post" />
    </>
  );
}
