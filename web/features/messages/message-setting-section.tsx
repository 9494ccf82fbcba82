import { useId } from "react";
import {
  type MessageSetting,
  messageSettings,
  messageSettingWords,
} from "../../../contracts/messages-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { SectionCard } from "../../components/ui/section-card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { messagesWords } from "./messages-words.ts";
import { useMessageSetting, useSetMessageSetting } from "./use-message-setting.ts";

/** The Messages section of /profile: who may message the member (issue 32). Saved on choosing. */
export function MessageSettingSection() {
  const intl = useIntl();
  const setting = useMessageSetting();
  const save = useSetMessageSetting();
  const hintId = useId();
  const chosen: MessageSetting | undefined = save.isPending
    ? save.variables?.setting
    : setting.data?.setting;
  return (
    <SectionCard title={intl.formatMessage(messagesWords.settingTitle)}>
      {setting.isPending ? (
        <Skeleton className="h-24" />
      ) : setting.isError ? (
        <LoadFailed
          size="sm"
          message={apiErrorText(setting.error)}
          retrying={setting.isRefetching}
          onRetry={() => void setting.refetch()}
        />
      ) : (
        <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {intl.formatMessage(messagesWords.settingLegend)}
          </legend>
          {messageSettings.map((value) => (
            <label key={value} className="flex items-center gap-3 text-slate-800">
              <input
                type="radio"
                name="message-setting"
                value={value}
                checked={chosen === value}
                disabled={save.isPending}
                onChange={() => save.mutate({ setting: value })}
                className="size-4 accent-ocean-700"
              />
              {intl.formatMessage(messageSettingWords[value])}
            </label>
          ))}
          <p id={hintId} className="text-sm text-slate-600">
            {intl.formatMessage(messagesWords.settingHint)}
          </p>
          {save.isSuccess && (
            <Alert tone="success">{intl.formatMessage(messagesWords.settingSaved)}</Alert>
          )}
          <MutationError error={save.error} />
        </fieldset>
      )}
    </SectionCard>
  );
}
