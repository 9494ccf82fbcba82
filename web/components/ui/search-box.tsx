import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { Button } from "./button.tsx";
import { TextField } from "./text-field.tsx";

const messages = defineMessages({
  search: { id: "ui.searchBox.search", defaultMessage: "Search" },
});

/**
 * The keyword box above a directory: submits on Enter or the button; the
 * words go into the address as ?q= like the other filters.
 */
export function SearchBox({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder: string;
  onSearch: (words: string) => void;
}) {
  const intl = useIntl();
  const [words, setWords] = useState(value);
  // Back and forward change the address; the box follows.
  useEffect(() => setWords(value), [value]);
  return (
    <search>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(words);
        }}
      >
        <TextField
          type="search"
          label={label}
          placeholder={placeholder}
          value={words}
          maxLength={200}
          onChange={(event) => setWords(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" className="h-11">
          <Search aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.search)}
        </Button>
      </form>
    </search>
  );
}
