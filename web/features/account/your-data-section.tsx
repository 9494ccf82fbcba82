import { SectionCard } from "../../components/ui/section-card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { AccountDeletion } from "./account-deletion.tsx";
import { DataExport } from "./data-export.tsx";

const messages = defineMessages({
  title: { id: "account.yourData", defaultMessage: "Your data" },
});

/** The Your data section of /profile (issue 31). */
export function YourDataSection() {
  const intl = useIntl();
  return (
    <SectionCard title={intl.formatMessage(messages.title)}>
      <div className="flex flex-col gap-8 empty:hidden">
        <DataExport />
        <AccountDeletion />
      </div>
    </SectionCard>
  );
}
