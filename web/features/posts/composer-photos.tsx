import { ImagePlus } from "lucide-react";
import { type ComponentProps, useLayoutEffect, useRef, useState } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { composerMessages as messages } from "./composer-messages.ts";
import { partFailedMessage } from "./part-failed-message.ts";
import type { PhotoPicker } from "./photo-picker.tsx";

// The composer's photo list, its file input and their checks load on the first press of
// "Add photos" (issue 30): until then the button alone stands in, drawn as the picker draws it.

type Picker = typeof PhotoPicker;
type PickerProps = ComponentProps<Picker>;

let loaded: Picker | null = null;
const loadPicker = () =>
  import("./photo-picker.tsx").then((module) => {
    loaded = module.PhotoPicker;
    return loaded;
  });

/** Fetches the picker's code ahead of a press (the composer's first focus); never throws. */
export const warmPhotoPicker = () => {
  if (!loaded) void loadPicker().catch(() => {});
};

/**
 * "Add photos" and, once pressed, the composer's PhotoPicker. The press that loads the
 * picker also opens its file chooser, and the focus stays on "Add photos"; if the code
 * cannot be fetched, the composer says so (onProblem) and the next press tries again.
 */
export function ComposerPhotos({
  openAtOnce = false,
  ...props
}: PickerProps & {
  /** "Add photos" was pressed in the composer's stand-in (composer.tsx): act on that press. */
  openAtOnce?: boolean;
}) {
  const [Shown, setShown] = useState<Picker | null>(() => loaded);
  const box = useRef<HTMLDivElement>(null);
  // Set by the press that loaded the picker: what to do once it is drawn.
  const afterLoad = useRef<{ focus: boolean } | null>(null);
  const intl = useIntl();

  useLayoutEffect(() => {
    const pressed = afterLoad.current;
    if (!Shown || !pressed) return;
    afterLoad.current = null;
    if (pressed.focus) props.addRef.current?.focus();
    box.current?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  }, [Shown, props.addRef]);

  const press = (focus = document.activeElement === props.addRef.current) => {
    loadPicker().then(
      (picker) => {
        afterLoad.current = { focus };
        props.onProblem(null);
        setShown(() => picker);
      },
      () => props.onProblem(intl.formatMessage(partFailedMessage)),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in's one press, on mount.
  useLayoutEffect(() => {
    if (!openAtOnce) return;
    if (!Shown) return press(true);
    props.addRef.current?.focus();
    box.current?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  }, []);

  if (Shown) {
    return (
      <div ref={box} className="contents">
        <Shown {...props} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={props.addRef}
          type="button"
          disabled={props.disabled}
          onClick={() => press()}
          onPointerEnter={warmPhotoPicker}
          className={`${buttonClasses("ghost")} text-ocean-800 disabled:opacity-60`}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {intl.formatMessage(messages.addPhotos)}
        </button>
      </div>
    </div>
  );
}
