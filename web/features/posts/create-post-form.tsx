import { Send } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import { cleanWarning, postPhotoMessages } from "../../../contracts/post-photos-rules.ts";
import { postLimits } from "../../../contracts/posts-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { isOffline } from "../../lib/outbox.ts";
import { sendOrQueue } from "../../lib/outbox-queue.ts";
import type { ComposerStart } from "./composer.tsx";
import { composerMessages, composerTextClasses } from "./composer-messages.ts";
import { ComposerPhotos, warmPhotoPicker } from "./composer-photos.tsx";
import { LinkPreviewCard } from "./link-preview-card.tsx";
import { MentionSuggestions } from "./mention-suggestions.tsx";
import type { ChosenPhoto } from "./photo-picker.tsx";
import {
  createPostProblem,
  type NewPost,
  postFields,
  submittedValues,
  useCreatePost,
} from "./use-create-post.ts";
import { useComposerLinkPreview } from "./use-link-preview.ts";
import { useMentionCombobox } from "./use-mention-suggestions.ts";
import { WarningField } from "./warning-field.tsx";

// Shown only while a photo uploads: its code comes with the first photo (issue 9).
const UploadProgress = lazy(() =>
  import("../../components/ui/upload-progress.tsx").then((module) => ({
    default: module.UploadProgress,
  })),
);

const messages = defineMessages({
  characters: { id: "posts.characters", defaultMessage: "{count} / {max} characters" },
  photoUpload: { id: "posts.photoUpload", defaultMessage: "Photo upload" },
  uploading: { id: "posts.uploadingPhoto", defaultMessage: "Uploading photo… {percent}%" },
  processing: { id: "posts.processingPhoto", defaultMessage: "Processing photo…" },
});

// The counter appears only near the limit, where it helps.
const showCounterFrom = postLimits.contentMax - 500;

/**
 * "What's happening in Miami?": text, an optional photo, then Post. Loaded on the
 * composer's first use (composer.tsx), it goes on from what its stand-in was given.
 */
export function CreatePostForm({
  city,
  viewer,
  onPosted,
  start,
}: {
  city: string;
  viewer: Viewer;
  onPosted: () => void;
  start?: ComposerStart | undefined;
}) {
  const create = useCreatePost(city);
  const [content, setContent] = useState(start?.content ?? "");
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [warningOn, setWarningOn] = useState(start?.warningOn ?? false);
  const [warning, setWarning] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionCombobox({
    city,
    value: content,
    setValue: setContent,
    textRef,
    startCaret: start?.focus === "text" ? start.selection[1] : null,
  });
  const addPhotoRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const intl = useIntl();
  const blank = content.trim() === "";
  // The first link's card as the post will show it, until the author removes it.
  const linkCard = useComposerLinkPreview(content);
  // Written offline, a post waits under the composer until it is sent (decision 074).
  const scope = `feed:${city}`;
  const warningRef = useRef<HTMLDivElement>(null);

  // Where the stand-in had the focus (and the caret), the form takes it on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in's state, on mount.
  useLayoutEffect(() => {
    if (start?.focus === "text") {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(start.selection[0], start.selection[1]);
    }
    if (start?.focus === "warning") warningRef.current?.querySelector("input")?.focus();
    if (start?.focus === "photos" && !start.openPhotos) addPhotoRef.current?.focus();
  }, []);

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
              {intl.formatMessage(composerMessages.prompt, { city: cityNameFromSlug(city) })}
            </label>
            <textarea
              ref={textRef}
              id={`${id}-text`}
              value={content}
              rows={3}
              maxLength={postLimits.contentMax}
              placeholder={intl.formatMessage(composerMessages.placeholder)}
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
              className={composerTextClasses}
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
              openAtOnce={start?.openPhotos}
            />
            <div ref={warningRef} className="contents">
              <WarningField
                on={warningOn}
                onToggle={setWarningOn}
                warning={warning}
                onChange={setWarning}
                disabled={create.isPending}
              />
            </div>
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
            {intl.formatMessage(composerMessages.post)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
