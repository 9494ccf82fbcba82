import { mentionMessages } from "../../../contracts/mention-words.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import type { MentionCombobox } from "./use-mention-suggestions.ts";

/**
 * The list of the composer's @ combobox (use-mention-suggestions.ts), right under the text
 * box it belongs to, in the flow of the form, so nothing covers the form on a phone.
 * Options are picked with the keyboard from the text box, or by pointer without taking
 * its focus.
 */
export function MentionSuggestions({ combobox }: { combobox: MentionCombobox }) {
  const intl = useIntl();
  const { open, items, active } = combobox;
  return (
    <>
      <div
        id={combobox.listId}
        role="listbox"
        aria-label={intl.formatMessage(mentionMessages.suggestions)}
        hidden={!open}
        className="max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          // The text box keeps focus (aria-activedescendant) and handles the keys.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box handles the keys.
          <div
            key={item.username}
            id={combobox.optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => combobox.pick(item)}
            className={`flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm ${index === active ? "bg-ocean-50 text-ocean-900" : "text-slate-800 hover:bg-slate-50"}`}
          >
            <Avatar name={item.username} src={item.avatarUrl} size="sm" />
            <span translate="no" className="min-w-0 truncate font-medium">
              @{item.username}
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {open ? intl.formatMessage(mentionMessages.suggestionCount, { count: items.length }) : ""}
      </p>
    </>
  );
}
