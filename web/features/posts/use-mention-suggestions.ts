import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useState,
} from "react";
import { mentionAtCaret } from "../../../contracts/mention-tokens.ts";
import type { MentionSuggestion } from "../../../contracts/mentions.ts";
import { api } from "../../lib/api.ts";

// The composer's @ suggestions (issue 35) as an ARIA combobox on the text box: the box
// keeps focus and says which option is active; the list is the popup it controls.

type SuggestionList = { items: MentionSuggestion[] };

const suggestionsPath = (city: string, query: string) =>
  `/api/cities/${encodeURIComponent(city)}/mention-suggestions?q=${encodeURIComponent(query)}`;

/** `value` once it has held still for `ms`: one request per pause in typing, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface MentionCombobox {
  /** Spread on the textarea, beside its own props. */
  inputProps: {
    role: "combobox";
    "aria-autocomplete": "list";
    "aria-expanded": boolean;
    "aria-controls": string;
    "aria-activedescendant": string | undefined;
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    onBlur: () => void;
  };
  /** Call from the textarea's onChange with its event. */
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Call first in the textarea's onKeyDown: true when it was the list's key (handled). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  listId: string;
  optionId: (index: number) => string;
  open: boolean;
  items: MentionSuggestion[];
  active: number;
  pick: (item: MentionSuggestion) => void;
}

/**
 * Suggests members of `city` while an "@name" is being typed at the caret in `value`.
 * ArrowDown and ArrowUp move through them, Enter or Tab put "@username " in place of
 * what was typed, Escape closes the list until the next mention.
 */
export function useMentionCombobox({
  city,
  value,
  setValue,
  textRef,
  startCaret = null,
}: {
  city: string;
  value: string;
  setValue: (value: string) => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
  /** Where the caret already is when the box comes focused (the composer's stand-in's). */
  startCaret?: number | null;
}): MentionCombobox {
  const listId = useId();
  // A box that takes over from a stand-in with "@na" typed suggests at once, as if typed here.
  const [caret, setCaret] = useState<number | null>(startCaret);
  const [active, setActive] = useState(0);
  // The start of a mention whose list was closed with Escape (or by leaving the box).
  const [dismissed, setDismissed] = useState<number | null>(null);
  const typing = caret === null ? null : mentionAtCaret(value, caret);
  const wanted = typing !== null && typing.start !== dismissed;
  const query = useSettled(wanted ? typing.query : null, 150);
  const suggestions = useQuery({
    queryKey: ["mention-suggestions", city, query],
    queryFn: ({ signal }) => api<SuggestionList>(suggestionsPath(city, query ?? ""), { signal }),
    enabled: query !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const items = wanted ? (suggestions.data?.items ?? []) : [];
  const open = items.length > 0;
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const pick = (item: MentionSuggestion) => {
    if (!typing || caret === null) return;
    const inserted = `@${item.username} `;
    const next = value.slice(0, typing.start) + inserted + value.slice(caret);
    const at = typing.start + inserted.length;
    setValue(next);
    setCaret(at);
    setActive(0);
    // After React has put the new text in the box, the caret goes after the name.
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return false;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      setActive((current + step + items.length) % items.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      const item = items[current];
      if (item) pick(item);
    } else if (event.key === "Escape") {
      setDismissed(typing?.start ?? null);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return {
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": open,
      "aria-controls": listId,
      "aria-activedescendant": open ? optionId(current) : undefined,
      onSelect: (event) => setCaret(event.currentTarget.selectionStart),
      onBlur: () => setCaret(null),
    },
    onChange: (event) => {
      setCaret(event.target.selectionStart);
      setActive(0);
    },
    onKeyDown,
    listId,
    optionId,
    open,
    items,
    active: current,
    pick,
  };
}
