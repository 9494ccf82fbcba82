import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Send, TriangleAlert } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import type { Post } from "../../../contracts/posts.ts";
import { postLimits } from "../../../contracts/posts-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PendingWritesLazily } from "../../components/ui/pending-writes-lazily.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useOutbox } from "../../lib/outbox.ts";
import { composerTextClasses, composerMessages as messages } from "./composer-messages.ts";
import type { CreatePostForm } from "./create-post-form.tsx";
import { partFailedMessage } from "./part-failed-message.ts";
import { prependPostToFeed } from "./use-posts.ts";

// The composer's form (its mentions, link card, photos, warning and sending) is no reader's
// first need: until the composer is first pressed, typed in or focused, a stand-in drawn as
// the form draws itself holds its place, and the form's code loads then (issue 30). What the
// stand-in was given (the text, the warning's box, the focus, a press of Add photos) the
// form goes on from, so nothing typed or pressed meanwhile is lost.

/** What the form starts from: the stand-in's text and warning box, where its focus was. */
export type ComposerStart = {
  content: string;
  warningOn: boolean;
  focus: "text" | "warning" | "photos" | null;
  selection: [number, number];
  /** "Add photos" was pressed: the form opens the file chooser. */
  openPhotos: boolean;
};

type Form = typeof CreatePostForm;
let loaded: Form | null = null;
const loadForm = () =>
  import("./create-post-form.tsx").then((module) => {
    loaded = module.CreatePostForm;
    return loaded;
  });

type Props = { city: string; viewer: Viewer; onPosted: () => void };

/** The city's composer and, under it, the posts written offline that wait to be sent. */
export function Composer(props: Props) {
  const { city, viewer } = props;
  const queryClient = useQueryClient();
  // Written offline, a post waits under the composer until it is sent (decision 074).
  const pending = useOutbox(`feed:${city}`, viewer.id, (_write, created) =>
    prependPostToFeed(queryClient, city, created as Post),
  );
  const [Shown, setShown] = useState<{ Form: Form; start?: ComposerStart } | null>(() =>
    loaded ? { Form: loaded } : null,
  );
  return (
    <>
      {Shown ? (
        <Shown.Form {...props} start={Shown.start} />
      ) : (
        <StandIn {...props} onLoaded={(Form, start) => setShown({ Form, start })} />
      )}
      <PendingWritesLazily writes={pending} look="post" />
    </>
  );
}

/** The form as it first looks, with no code of its own but what fetches the form's. */
function StandIn({
  city,
  viewer,
  onLoaded,
}: Props & { onLoaded: (form: Form, start: ComposerStart) => void }) {
  const text = useRef<HTMLTextAreaElement>(null);
  const warning = useRef<HTMLInputElement>(null);
  const photos = useRef<HTMLButtonElement>(null);
  const photosPressed = useRef(false);
  const asked = useRef(false);
  // A press under way ends (its click toggles the box, presses Add photos) before the form
  // takes the stand-in's place; the form waits here meanwhile.
  const pressing = useRef(false);
  const arrived = useRef<Form | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const intl = useIntl();

  const firstUse = () => {
    if (asked.current) return;
    asked.current = true;
    loadForm().then(
      (Form) => {
        arrived.current = Form;
        if (!pressing.current) takeOver();
      },
      () => {
        // Offline before it came: the next press, key or focus asks again.
        asked.current = false;
        setFailed(true);
      },
    );
  };

  const takeOver = () => {
    const Form = arrived.current;
    if (!Form) return;
    arrived.current = null;
    const box = text.current;
    const active = document.activeElement;
    onLoaded(Form, {
      content: box?.value ?? "",
      warningOn: warning.current?.checked ?? false,
      focus:
        active === box
          ? "text"
          : active === warning.current
            ? "warning"
            : active === photos.current
              ? "photos"
              : null,
      selection: [box?.selectionStart ?? 0, box?.selectionEnd ?? 0],
      openPhotos: photosPressed.current,
    });
  };
  const pressEnded = () => {
    pressing.current = false;
    takeOver();
  };

  return (
    <Card className="p-4 sm:p-5">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only hears that a press of its controls ended; keys reach them as ever. */}
      <form
        onPointerDownCapture={() => {
          pressing.current = true;
          firstUse();
        }}
        // The click comes after the pointer's release, on a touch screen a little later.
        onClick={pressEnded}
        onPointerUpCapture={() => setTimeout(pressEnded, 400)}
        onPointerCancelCapture={pressEnded}
        onFocusCapture={firstUse}
        onKeyDownCapture={firstUse}
        onInputCapture={firstUse}
        onSubmit={(event) => event.preventDefault()}
        noValidate
        className="flex flex-col gap-3"
      >
        <div className="flex items-start gap-3">
          <div className="hidden sm:block">
            <Avatar name={viewer.username} src={viewer.avatarUrl} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label htmlFor={`${id}-text`} className="pt-1.5 font-semibold text-slate-900">
              {intl.formatMessage(messages.prompt, { city: cityNameFromSlug(city) })}
            </label>
            <textarea
              ref={text}
              id={`${id}-text`}
              rows={3}
              maxLength={postLimits.contentMax}
              placeholder={intl.formatMessage(messages.placeholder)}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={false}
              className={composerTextClasses}
            />
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <button
                  ref={photos}
                  type="button"
                  onClick={() => {
                    photosPressed.current = true;
                  }}
                  className={`${buttonClasses("ghost")} text-ocean-800 disabled:opacity-60`}
                >
                  <ImagePlus aria-hidden="true" className="size-5" />
                  {intl.formatMessage(messages.addPhotos)}
                </button>
              </div>
            </div>
            <div className="flex flex-col gap-2">
              <label className="inline-flex w-fit items-center gap-2 text-sm font-medium text-slate-800">
                <input ref={warning} type="checkbox" className="size-4 accent-ocean-700" />
                <TriangleAlert aria-hidden="true" className="size-4 text-amber-700" />
                {intl.formatMessage(messages.addWarning)}
              </label>
            </div>
            {failed && <Alert tone="error">{intl.formatMessage(partFailedMessage)}</Alert>}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <span />
          <Button type="submit" disabled className="min-w-24">
            <Send aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.post)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
