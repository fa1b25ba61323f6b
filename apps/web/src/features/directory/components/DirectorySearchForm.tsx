import { CATEGORY_OPTIONS } from "@ebm/shared/constants";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { Button, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, memo, useEffect, useRef, useState } from "react";
import { type DirectoryFilters, filtersToParams, toFilters } from "../utils/filters.ts";
import classes from "./DirectoryPage.module.css";

/** DIRECTORY_SEARCH_MAX_CHARS of the contract, kept here so the schema library stays out of the page. */
const SEARCH_MAX_CHARS = 100;

/** How long typing pauses before the search runs. */
export const TYPING_PAUSE_MS = 250;

const INTEREST_CHOICES = [
  { value: "", label: "Any" },
  ...CATEGORY_OPTIONS.map((option) => ({ value: String(option.id), label: option.name })),
];

const TRADING_CHOICES = [
  { value: "", label: "Any" },
  { value: "used", label: PROFILE_MESSAGES.tradeTypes.used },
  { value: "new", label: PROFILE_MESSAGES.tradeTypes.new },
];

const SORT_CHOICES = [
  { value: "", label: "Name" },
  { value: "match", label: "Best match" },
];

/** How a search changes the address: typing replaces the entry, a choice or Search adds one. */
export type SearchHistory = "push" | "replace";

interface SearchFormProps {
  /** The search in the address: the fields start from it and follow it (back, forward). */
  initial: DirectoryFilters;
  onSearch: (filters: DirectoryFilters, history: SearchHistory) => void;
  searching: boolean;
  /** Offers the "Best match" order (signed-in attendees). */
  canSortByMatch: boolean;
}

interface Fields {
  search: string;
  pref: string;
  trading: string;
  sort: string;
}

const fieldsOf = (filters: DirectoryFilters): Fields => ({
  search: filters.search ?? "",
  pref: filters.pref === null ? "" : String(filters.pref),
  trading: filters.tradingType ?? "",
  sort: filters.sort ?? "",
});

/**
 * Text, main interest, trading type and order. The search runs as the user types (after a short
 * pause) and on every choice; Search or Enter runs it at once (part 2 §2, §5). The fields keep
 * their own state across searches and follow the address when it changes otherwise (back,
 * forward). Memoised: the page re-renders as its search loads, the form only when its props change.
 */
export const DirectorySearchForm = memo(function DirectorySearchForm({
  initial,
  onSearch,
  searching,
  canSortByMatch,
}: SearchFormProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const timer = useRef<number | undefined>(undefined);
  // The last search this form asked for: an address that differs came from elsewhere.
  const sent = useRef(filtersToParams(initial).toString());

  const initialKey = filtersToParams(initial).toString();
  useEffect(() => {
    if (initialKey === sent.current) return;
    sent.current = initialKey;
    window.clearTimeout(timer.current);
    setFields(fieldsOf(initial));
  }, [initialKey, initial]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = (next: Fields, history: SearchHistory) => {
    window.clearTimeout(timer.current);
    const filters = toFilters(next);
    sent.current = filtersToParams(filters).toString();
    onSearch(filters, history);
  };

  const change = (key: keyof Fields, value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (key === "search") {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => run(next, "replace"), TYPING_PAUSE_MS);
    } else run(next, "push");
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(fields, "push");
  };

  return (
    <search aria-label="Attendee directory">
      <form
        onSubmit={submit}
        className={canSortByMatch ? `${classes.form} ${classes.withSort}` : classes.form}
      >
        <TextInput
          label="Search"
          placeholder="Company, country or keyword"
          value={fields.search}
          onChange={(event) => change("search", event.currentTarget.value)}
          maxLength={SEARCH_MAX_CHARS}
          className={classes.searchField}
          type="search"
          enterKeyHint="search"
        />
        <NativeSelect
          label="Main interest"
          data={INTEREST_CHOICES}
          value={fields.pref}
          onChange={(event) => change("pref", event.currentTarget.value)}
        />
        <NativeSelect
          label="Trading type"
          data={TRADING_CHOICES}
          value={fields.trading}
          onChange={(event) => change("trading", event.currentTarget.value)}
        />
        {canSortByMatch && (
          <NativeSelect
            label="Sort by"
            data={SORT_CHOICES}
            value={fields.sort}
            onChange={(event) => change("sort", event.currentTarget.value)}
          />
        )}
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />} loading={searching}>
          Search
        </Button>
      </form>
    </search>
  );
});
