import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";

/** The page around a listing's create or edit form: a way back, the title, the form. */
export function EntryFormFrame({
  title,
  intro,
  backPath,
  backLabel,
  children,
}: {
  title: string;
  intro: string;
  backPath: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-linear-to-b from-ocean-50 via-white to-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <BackLink to={backPath}>{backLabel}</BackLink>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
        <Card className="mt-6 p-5 sm:p-6">{children}</Card>
      </div>
    </div>
  );
}

/** Why the form is not shown (signed out, not the owner), with the way on. */
export function FormRefusal({ message, signIn }: { message: string; signIn: boolean }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error">{message}</Alert>
      {signIn && (
        <Link to="/auth" className={buttonClasses("primary")}>
          <LogIn aria-hidden="true" className="size-4" />
          {intl.formatMessage(directoryWords.logIn)}
        </Link>
      )}
    </div>
  );
}
