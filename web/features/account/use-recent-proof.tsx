import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { recentProofOptions } from "./recent-proof-options.tsx";
import { fetchRecentProof, useProveWithPassword } from "./use-credentials.ts";

const messages = defineMessages({
  title: { id: "account.credentials.proof.title", defaultMessage: "Confirm it is you" },
  description: {
    id: "account.credentials.proof.description",
    defaultMessage:
      "For your security, enter your password again before this change. You will not be asked again for 10 minutes.",
  },
  password: { id: "account.credentials.proof.password", defaultMessage: "Password" },
  confirm: { id: "account.credentials.proof.confirm", defaultMessage: "Confirm" },
  cancel: { id: "account.credentials.proof.cancel", defaultMessage: "Cancel" },
  or: { id: "account.credentials.proof.or", defaultMessage: "Or" },
});

/**
 * Sensitive changes need a proof of identity from the last 10 minutes (issue 31,
 * scope 11). `ensure()` resolves true at once when this session signed in or proved
 * itself recently, else once the member confirmed it is them in the dialog (their
 * password, or a way from recent-proof-options.tsx), false if they gave up; render
 * `dialog` somewhere in the component. Call it again when a change is answered
 * 403 REAUTHENTICATION_REQUIRED (the ten minutes ran out in between).
 */
export function useRecentProof(): { ensure: () => Promise<boolean>; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<((proven: boolean) => void) | null>(null);

  const ensure = useCallback(async () => {
    try {
      if ((await fetchRecentProof()).fresh) return true;
    } catch {
      // Unknown: ask. The change's own answer still decides.
    }
    return new Promise<boolean>((resolve) => setWaiting(() => resolve));
  }, []);

  const finish = (proven: boolean) => {
    waiting?.(proven);
    setWaiting(null);
  };

  return {
    ensure,
    dialog: <RecentProofDialog open={waiting !== null} onDone={finish} />,
  };
}

function RecentProofDialog({ open, onDone }: { open: boolean; onDone: (proven: boolean) => void }) {
  const intl = useIntl();
  const prove = useProveWithPassword();
  const [password, setPassword] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const option = recentProofOptions.find((candidate) => candidate.id === chosen);

  const close = (proven: boolean) => {
    setPassword("");
    setChosen(null);
    setEmpty(false);
    prove.reset();
    onDone(proven);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    prove.mutate(password, { onSuccess: () => close(true) });
  };

  return (
    <Modal
      open={open}
      busy={prove.isPending}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      onClose={() => close(false)}
    >
      {option ? (
        <option.Form onProven={() => close(true)} onBack={() => setChosen(null)} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div id={errorId} className="empty:hidden">
            {empty && (
              <Alert tone="error">{intl.formatMessage(credentialsMessages.emptyPassword)}</Alert>
            )}
            <MutationError error={prove.error} />
          </div>
          <PasswordField
            label={intl.formatMessage(messages.password)}
            value={password}
            onValueChange={setPassword}
            isNew={false}
            invalid={empty || prove.isError}
            errorId={errorId}
            inputRef={input}
          />
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary" disabled={prove.isPending}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </ModalClose>
            <Button type="submit" busy={prove.isPending}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          </ModalActions>
          {recentProofOptions.length > 0 && (
            // Shown only when an option drew its button: each hides itself when not set up.
            <div className="hidden flex-col gap-2 border-t border-slate-200 pt-4 has-[button]:flex">
              <p className="text-sm text-slate-600">{intl.formatMessage(messages.or)}</p>
              {recentProofOptions.map(({ id, Choice }) => (
                <Choice key={id} onChoose={() => setChosen(id)} />
              ))}
            </div>
          )}
        </form>
      )}
    </Modal>
  );
}
