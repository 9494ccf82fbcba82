import { BellPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type SavedSearchSection,
  savedSearchLimits,
  savedSearchSections,
  savedSearchMessages as words,
} from "../../../contracts/saved-searches-rules.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import type { SaveSearchProps } from "../../lib/save-search-slot.tsx";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { useCreateSavedSearch } from "./use-saved-searches.ts";

const sectionOf = (section: string | null): SavedSearchSection | null =>
  savedSearchSections.find((known) => known === section) ?? null;

/**
 * "Save this search" on a directory's list (issue 34): a dialog asks for a name, then the
 * list's filters and words are saved; the member is told when a new listing matches.
 * Signed-in members only; Escape or Cancel closes it.
 */
export function SaveSearchButton({ citySlug, section, filters, query }: SaveSearchProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { data: viewer } = useViewer();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [saved, setSaved] = useState(false);
  const create = useCreateSavedSearch();
  const keys = useSubmissionKey();
  const noticeId = useId();
  if (!viewer) return null;

  const start = () => {
    setName(query.trim().slice(0, savedSearchLimits.nameMax));
    setSaved(false);
    create.reset();
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { city: citySlug, section: sectionOf(section), filters, query, name };
    try {
      await create.mutateAsync({ body, key: keys.keyFor(body) });
      keys.succeeded();
      setOpen(false);
      setSaved(true);
    } catch {
      // Shown in the dialog by MutationError.
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClasses("secondary", "sm")}
        onClick={start}
        aria-describedby={saved ? noticeId : undefined}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {say(words.save)}
      </button>
      <p id={noticeId} role="status" className="text-sm text-slate-700">
        {saved ? say(words.savedNotice) : ""}
      </p>
      <Modal
        open={open}
        busy={create.isPending}
        title={say(words.dialogTitle)}
        description={say(words.dialogIntro)}
        onClose={() => setOpen(false)}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label={say(words.nameLabel)}
            value={name}
            maxLength={savedSearchLimits.nameMax}
            required
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          <MutationError error={create.error} />
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary" disabled={create.isPending}>
                {say(words.cancel)}
              </Button>
            </ModalClose>
            <Button type="submit" busy={create.isPending}>
              {say(words.saveButton)}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </div>
  );
}
