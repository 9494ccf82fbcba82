import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { currencySymbol, type PriceFormat } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { Words } from "../directory.ts";
import { directoryWords as words } from "../directory-words.ts";

/**
 * A card of filter fields and "Apply Filters" (spec wording). On phones it
 * folds behind a "Filters" button so the results come first.
 */
export function FilterPanel({
  children,
  activeCount,
  onApply,
}: {
  children: ReactNode;
  /** How many filters the address holds now, shown on the folded button. */
  activeCount: number;
  onApply: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
    setOpen(false);
  };
  return (
    <Card className="p-4 sm:p-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 text-base font-bold text-slate-900 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4 text-ocean-700" />
        {intl.formatMessage(words.filters)}
        {activeCount > 0 && (
          <Badge tone="ocean">{intl.formatMessage(words.filtersOn, { count: activeCount })}</Badge>
        )}
        <ChevronDown
          aria-hidden="true"
          className={`ml-auto size-5 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <form
        id={id}
        aria-label={intl.formatMessage(words.filters)}
        noValidate
        onSubmit={submit}
        className={`${open ? "mt-4 flex" : "hidden"} flex-col gap-4 lg:mt-0 lg:flex`}
      >
        <h2 className="hidden items-center gap-2 text-base font-bold text-slate-900 lg:flex">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-ocean-700" />
          {intl.formatMessage(words.filters)}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">{children}</div>
        <Button type="submit">{intl.formatMessage(words.applyFilters)}</Button>
      </form>
    </Card>
  );
}

/** How many of these filters have a value. */
export const countActive = (values: Readonly<Record<string, string>>) =>
  Object.values(values).filter(Boolean).length;

/** Min and max price: each applies only when filled (spec section 5). */
export function PriceRangeFields({
  min,
  max,
  onMin,
  onMax,
  money,
}: {
  /** The city's money: "Min price ($)", "Min price (R)". */
  money: PriceFormat;
  min: string;
  max: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
}) {
  const intl = useIntl();
  const any = intl.formatMessage(words.any);
  const symbol = currencySymbol(money, intl.locale);
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
      <TextField
        label={intl.formatMessage(words.minPrice, { symbol })}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder={any}
        value={min}
        onChange={(event) => onMin(event.target.value)}
      />
      <TextField
        label={intl.formatMessage(words.maxPrice, { symbol })}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder={any}
        value={max}
        onChange={(event) => onMax(event.target.value)}
      />
    </div>
  );
}

/** The select options of an enum with "Any" first ("Any" = no filter), in the page's language. */
export const anyOptions = (labels: Readonly<Record<string, Message>>, intl: Words) => [
  { value: "", label: intl.formatMessage(words.any) },
  ...Object.entries(labels).map(([value, label]) => ({ value, label: intl.formatMessage(label) })),
];

type DraftBinding = {
  draft: Readonly<Record<string, string>>;
  set: (key: string) => (value: string) => void;
};

/** One select filter bound to the draft under `name` (a config's filter fields are a few of these). */
export function FilterSelect({
  name,
  label,
  options,
  draft,
  set,
}: DraftBinding & { name: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <SelectField
      label={label}
      options={options}
      value={draft[name] ?? ""}
      onChange={(event) => set(name)(event.target.value)}
    />
  );
}

/** The price range bound to the draft's minPrice and maxPrice. */
export function DraftPriceRange({ draft, set, money }: DraftBinding & { money: PriceFormat }) {
  return (
    <PriceRangeFields
      money={money}
      min={draft.minPrice ?? ""}
      max={draft.maxPrice ?? ""}
      onMin={set("minPrice")}
      onMax={set("maxPrice")}
    />
  );
}
