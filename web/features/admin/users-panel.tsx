import { useId, useRef, useState } from "react";
import type { AdminUser } from "../../../contracts/admin.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FieldProblem } from "../../components/ui/field-problem.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { SearchBox } from "../../components/ui/search-box.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { formatDay } from "../../lib/format-relative.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { ResetSecondFactor, SecondFactorBadge } from "./second-factor-reset.tsx";
import { type UserAction, useAdminUsers, useUserAction } from "./use-users.ts";
import { messages, userDialogMessages } from "./users-panel-messages.ts";

type Asking = { kind: "ban" | "delete"; user: AdminUser } | null;

/**
 * The Users tab: search by name or email; each row shows username, email,
 * joined, cities (with a moderator mark), role and status, and the admin's actions.
 */
export function UsersPanel() {
  const [q, setQ] = useState("");
  const rows = useAdminUsers(q);
  const act = useUserAction();
  const { data: viewer } = useViewer();
  const [asking, setAsking] = useState<Asking>(null);
  const [typed, setTyped] = useState("");
  // The confirm button was pressed with the field not filled in: the dialog says so.
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const users = rows.data?.pages.flatMap((page) => page.items) ?? [];
  const intl = useIntl();
  const say = intl.formatMessage;
  const askedName = asking?.user.username ?? "";
  const close = () => {
    setAsking(null);
    setTyped("");
    setMissing(false);
    act.reset();
  };
  const refuse = () => {
    setMissing(true);
    field.current?.focus();
  };
  const problem = (text: string) =>
    missing ? <FieldProblem id={problemId}>{text}</FieldProblem> : null;
  const run = (action: UserAction) => act.mutate(action);

  return (
    <div className="flex flex-col gap-5">
      <SearchBox
        value={q}
        label={say(messages.search)}
        placeholder={say(messages.searchPlaceholder)}
        onSearch={setQ}
      />
      {asking === null && <MutationError error={act.error} />}
      {rows.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{say(messages.loading)}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : rows.isError && !rows.data ? (
        <LoadFailed
          message={say(messages.couldNotLoad, { why: apiErrorText(rows.error) })}
          retrying={rows.isFetching}
          onRetry={() => rows.refetch()}
        />
      ) : users.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          {q ? say(messages.noMatch, { q }) : say(messages.none)}
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {users.map((user) => {
            const self = user.id === viewer?.id;
            return (
              <li key={user.id}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-all text-slate-900">{user.username}</span>
                    <Badge tone={user.role === "admin" ? "ocean" : "slate"}>
                      {say(user.role === "admin" ? messages.admin : messages.member)}
                    </Badge>
                    <Badge tone={user.status === "banned" ? "sand" : "green"}>
                      {say(user.status === "banned" ? messages.banned : messages.active)}
                    </Badge>
                    <SecondFactorBadge user={user} />
                  </div>
                  <p className="text-sm text-slate-600">
                    <span className="break-all">{user.email}</span> · {say(messages.joined)}{" "}
                    <time dateTime={user.joinedAt}>{formatDay(intl, new Date(user.joinedAt))}</time>
                  </p>
                  {user.cities.length > 0 && (
                    <ul className="flex flex-wrap gap-2 text-sm" aria-label={say(messages.cities)}>
                      {user.cities.map((city) => (
                        <li
                          key={city.slug}
                          className="flex items-center gap-1 rounded-lg border border-slate-200 px-2 py-1"
                        >
                          {city.name}
                          {city.moderator && <Badge tone="ocean">{say(messages.moderator)}</Badge>}
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() =>
                              run({
                                kind: city.moderator ? "dismiss-moderator" : "appoint",
                                user,
                                city: city.slug,
                              })
                            }
                          >
                            {say(
                              city.moderator ? messages.removeModerator : messages.makeModerator,
                            )}
                            <span className="sr-only">
                              {" "}
                              {say(messages.ofCity, { city: city.name, username: user.username })}
                            </span>
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                  {user.banReason && user.status === "banned" && (
                    <p className="text-sm text-slate-600">
                      {say(messages.reason, { reason: user.banReason })}
                    </p>
                  )}
                  {!self && (
                    <div className="flex flex-wrap gap-2">
                      {user.status === "banned" ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => run({ kind: "unban", user })}
                        >
                          {say(messages.unban)}
                          <span className="sr-only"> {user.username}</span>
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setAsking({ kind: "ban", user })}
                        >
                          {say(messages.ban)}
                          <span className="sr-only"> {user.username}</span>
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() =>
                          run({
                            kind: "role",
                            user,
                            role: user.role === "admin" ? "user" : "admin",
                          })
                        }
                      >
                        {say(user.role === "admin" ? messages.revokeAdmin : messages.makeAdmin)}
                        <span className="sr-only"> {user.username}</span>
                      </Button>
                      <ResetSecondFactor user={user} />
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => setAsking({ kind: "delete", user })}
                      >
                        {say(messages.delete)}
                        <span className="sr-only"> {user.username}</span>
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore pages={rows} />
      <ConfirmDialog
        open={asking?.kind === "ban"}
        title={say(messages.banTitle, { username: askedName })}
        description={say(messages.banDescription)}
        confirmLabel={say(messages.ban)}
        busy={act.isPending}
        error={act.error}
        onConfirm={() => {
          if (!asking) return;
          if (!typed.trim()) return refuse();
          act.mutate({ kind: "ban", user: asking.user, reason: typed }, { onSuccess: close });
        }}
        onClose={close}
      >
        <div className="flex flex-col gap-1.5">
          <TextField
            ref={field}
            label={say(messages.reasonLabel)}
            value={typed}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? problemId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          {problem(say(userDialogMessages.banReasonRequired))}
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === "delete"}
        title={say(messages.deleteTitle, { username: askedName })}
        description={say(messages.deleteDescription)}
        confirmLabel={say(messages.deleteAccount)}
        busy={act.isPending}
        error={act.error}
        onConfirm={() => {
          if (!asking) return;
          if (typed !== asking.user.username) return refuse();
          act.mutate({ kind: "delete", user: asking.user }, { onSuccess: close });
        }}
        onClose={close}
      >
        <div className="flex flex-col gap-1.5">
          <TextField
            ref={field}
            label={say(messages.typeToConfirm, { username: askedName })}
            value={typed}
            autoComplete="off"
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? problemId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value === asking?.user.username) setMissing(false);
            }}
          />
          {problem(say(userDialogMessages.typeToDelete, { username: askedName }))}
        </div>
      </ConfirmDialog>
    </div>
  );
}
