import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { authLimits, authMessages, newPasswordSchema } from "../../../contracts/auth.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { resetPassword } from "./auth-api.ts";
import { AuthHeading } from "./auth-layout.tsx";
import { type FormProblem, FormProblemAlert } from "./form-problem.tsx";
import { PasswordField } from "./password-field.tsx";

/** Choose a new password with a reset token; success goes on to /auth after a moment. */
export function NewPasswordForm({
  token,
  onLinkRefused,
}: {
  token: string;
  /** The server says the link is used or expired. */
  onLinkRefused: () => void;
}) {
  const errorId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const reset = useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the account on a reset.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") return onLinkRefused();
      setProblem({ message: error.message, fields: [] });
    },
  });

  const done = reset.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate("/auth", { replace: true }),
      authLimits.resetRedirectSeconds * 1000,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const result = newPasswordSchema.safeParse(password);
    if (!result.success) {
      setProblem({
        message: result.error.issues[0]?.message ?? authMessages.weakPassword,
        fields: ["password"],
      });
      passwordRef.current?.focus();
      return;
    }
    setProblem(null);
    reset.mutate({ newPassword: password, token });
  };

  if (done) {
    return (
      <>
        <AuthHeading title="All set" />
        <div className="flex flex-col gap-6">
          <Alert tone="success">{authMessages.passwordUpdated}</Alert>
          <p className="text-sm text-slate-600">
            Taking you to sign in…{" "}
            <Link to="/auth" replace className="font-medium text-ocean-700 hover:underline">
              Sign in now
            </Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthHeading
        title="Choose a new password"
        subtitle="Pick a strong password you do not use anywhere else, or let us generate one."
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormProblemAlert id={errorId} problem={problem} />
        <PasswordField
          label="New Password"
          value={password}
          onValueChange={setPassword}
          isNew
          invalid={Boolean(problem?.fields.includes("password"))}
          errorId={errorId}
          inputRef={passwordRef}
        />
        <Button type="submit" size="lg" busy={reset.isPending} className="w-full">
          Set New Password
        </Button>
      </form>
    </>
  );
}
