import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { AccountPasskey } from "../../../contracts/account-passkeys.ts";
import { passkeyLimits } from "../../../contracts/account-passkeys-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { couldNotLoadText } from "../../lib/api-error-text.ts";
import { formatDate } from "../../lib/format-date.ts";
import { defineMessages, type IntlShape, useIntl } from "../../lib/i18n/use-intl.ts";
import {
  browserHasPasskeys,
  ceremonyCancelled,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from "./use-passkeys.ts";
import { useRecentProof } from "./use-recent-proof.tsx";

const messages = defineMessages({
  title: { id: "account.passkeys.title", defaultMessage: "Passkeys" },
  intro: {
    id: "account.passkeys.intro",
    defaultMessage:
      "Sign in with your fingerprint, face or screen lock instead of your password. A passkey also counts as a second factor.",
  },
  what: { id: "account.passkeys.what", defaultMessage: "your passkeys" },
  loading: { id: "account.passkeys.loading", defaultMessage: "Loading your passkeys" },
  empty: { id: "account.passkeys.empty", defaultMessage: "You have no passkeys yet." },
  unsupported: {
    id: "account.passkeys.unsupported",
    defaultMessage: "This browser cannot use passkeys. Try another browser or device.",
  },
  add: { id: "account.passkeys.add", defaultMessage: "Add a passkey" },
  notAdded: {
    id: "account.passkeys.notAdded",
    defaultMessage: "The passkey was not added. Please try again.",
  },
  unnamed: { id: "account.passkeys.unnamed", defaultMessage: "Passkey" },
  addedOn: { id: "account.passkeys.addedOn", defaultMessage: "Added {date}" },
  synced: { id: "account.passkeys.synced", defaultMessage: "Synced" },
  rename: { id: "account.passkeys.rename", defaultMessage: "Rename" },
  renameNamed: { id: "account.passkeys.renameNamed", defaultMessage: "Rename {name}" },
  remove: { id: "account.passkeys.remove", defaultMessage: "Remove" },
  removeNamed: { id: "account.passkeys.removeNamed", defaultMessage: "Remove {name}" },
  renameTitle: { id: "account.passkeys.renameTitle", defaultMessage: "Rename passkey" },
  renameText: {
    id: "account.passkeys.renameText",
    defaultMessage: "A name helps you tell your passkeys apart, such as the device it is on.",
  },
  nameLabel: { id: "account.passkeys.nameLabel", defaultMessage: "Name" },
  save: { id: "account.passkeys.save", defaultMessage: "Save" },
  cancel: { id: "account.passkeys.cancel", defaultMessage: "Cancel" },
  removeTitle: { id: "account.passkeys.removeTitle", defaultMessage: "Remove {name}?" },
  removeText: {
    id: "account.passkeys.removeText",
    defaultMessage:
      "You will no longer be able to sign in with this passkey. Delete it from your device's password manager too.",
  },
});

/** What a passkey is called: the member's name, else its password manager's, else "Passkey". */
const labelOf = (intl: IntlShape, item: AccountPasskey) =>
  item.name ?? item.provider ?? intl.formatMessage(messages.unnamed);

/** Add, name and remove passkeys (issue 31, scope 5). */
export function PasskeysSettings() {
  const intl = useIntl();
  const { ensure, dialog } = useRecentProof();
  const passkeys = usePasskeys();
  const add = useAddPasskey(ensure);
  const remove = useRemovePasskey(ensure);
  const [renaming, setRenaming] = useState<AccountPasskey | null>(null);
  const [removing, setRemoving] = useState<AccountPasskey | null>(null);
  const items = passkeys.data?.items ?? [];
  const supported = browserHasPasskeys();
  // A prompt the member closed is their choice, not a failure to report.
  const addError = add.error && !ceremonyCancelled(add.error) ? add.error : null;

  return (
    <section aria-labelledby="account-passkeys-title" className="flex flex-col gap-3">
      <h3 id="account-passkeys-title" className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      {passkeys.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-14" />
        </div>
      ) : passkeys.isError ? (
        <LoadFailed
          size="sm"
          message={couldNotLoadText(intl, intl.formatMessage(messages.what), passkeys.error)}
          retrying={passkeys.isFetching}
          onRetry={() => void passkeys.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((item) => (
            <PasskeyRow
              key={item.id}
              item={item}
              onRename={() => setRenaming(item)}
              onRemove={() => {
                remove.reset();
                setRemoving(item);
              }}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <div className="flex flex-col gap-2">
          {addError && (
            <MutationError
              error={addError}
              texts={{ unsent: intl.formatMessage(messages.notAdded) }}
            />
          )}
          <div>
            <Button variant="secondary" busy={add.isPending} onClick={() => add.mutate()}>
              {intl.formatMessage(messages.add)}
            </Button>
          </div>
        </div>
      ) : (
        <Alert tone="info">{intl.formatMessage(messages.unsupported)}</Alert>
      )}
      <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage(messages.removeTitle, {
          name: removing ? labelOf(intl, removing) : "",
        })}
        description={intl.formatMessage(messages.removeText)}
        confirmLabel={intl.formatMessage(messages.remove)}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
      {dialog}
    </section>
  );
}

function PasskeyRow({
  item,
  onRename,
  onRemove,
}: {
  item: AccountPasskey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const name = labelOf(intl, item);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <KeyRound aria-hidden="true" className="size-6 shrink-0 text-slate-500" />
      {/* At least 10rem for the name, so on a phone the buttons go under it rather than squeeze it. */}
      <div className="flex min-w-40 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{name}</span>
          {item.synced && <Badge tone="ocean">{intl.formatMessage(messages.synced)}</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(messages.addedOn, { date: formatDate(item.createdAt) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(messages.renameNamed, { name })}
          onClick={onRename}
        >
          {intl.formatMessage(messages.rename)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(messages.removeNamed, { name })}
          onClick={onRemove}
        >
          {intl.formatMessage(messages.remove)}
        </Button>
      </div>
    </li>
  );
}

function RenameDialog({
  passkey,
  onClose,
}: {
  passkey: AccountPasskey | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const rename = useRenamePasskey();
  const [name, setName] = useState<string | null>(null);
  const value = name ?? passkey?.name ?? "";
  const close = () => {
    setName(null);
    rename.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passkey) return;
    rename.mutate({ id: passkey.id, name: value }, { onSuccess: close });
  };
  return (
    <Modal
      open={passkey !== null}
      busy={rename.isPending}
      title={intl.formatMessage(messages.renameTitle)}
      description={intl.formatMessage(messages.renameText)}
      onClose={close}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <MutationError error={rename.error} />
        <TextField
          label={intl.formatMessage(messages.nameLabel)}
          value={value}
          maxLength={passkeyLimits.nameMax}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary" disabled={rename.isPending}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </ModalClose>
          <Button type="submit" busy={rename.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
