import { CATEGORY_OPTIONS } from "@ebm/shared/constants";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { Button, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, memo, useState } from "react";
import { type DirectoryFilters, toFilters } from "../utils/filters.ts";
import classes from "./DirectoryPage.module.css";

/** DIRECTORY_SEARCH_MAX_CHARS of the contract, kept here so the schema library stays out of the page. */
const SEARCH_MAX_CHARS = 100;

const INTEREST_CHOICES = [
  { value: "", label: "Any" },
  ...CATEGORY_OPTIONS.map((option) => ({ value: String(option.id), label: option.name })),
];

const TRADING_CHOICES = [
  { value: "", label: "Any" },
  { value: "used", label: PROFILE_MESSAGES.tradeTypes.used },
  { value: "new", label: PROFILE_MESSAGES.tradeTypes.new },
];

interface SearchFormProps {
  /** The submitted search the fields start from (the address holds it). */
  initial: DirectoryFilters;
  onSearch: (filters: DirectoryFilters) => void;
  searching: boolean;
}

/**
 * Text, main interest and trading type; Search or Enter submits them (part 2 §2, §5). Memoised:
 * the page re-renders as its search loads, the form only when its own props change.
 */
export const DirectorySearchForm = memo(function DirectorySearchForm({
  initial,
  onSearch,
  searching,
}: SearchFormProps) {
  const [search, setSearch] = useState(initial.search ?? "");
  const [pref, setPref] = useState(initial.pref === null ? "" : String(initial.pref));
  const [trading, setTrading] = useState<string>(initial.tradingType ?? "");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(toFilters({ search, pref, trading }));
  };

  return (
    <search aria-label="Attendee directory">
      <form onSubmit={submit} className={classes.form}>
        <TextInput
          label="Search"
          placeholder="Company, country or keyword"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={SEARCH_MAX_CHARS}
          className={classes.searchField}
          type="search"
          enterKeyHint="search"
        />
        <NativeSelect
          label="Main interest"
          data={INTEREST_CHOICES}
          value={pref}
          onChange={(event) => setPref(event.currentTarget.value)}
        />
        <NativeSelect
          label="Trading type"
          data={TRADING_CHOICES}
          value={trading}
          onChange={(event) => setTrading(event.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />} loading={searching}>
          Search
        </Button>
      </form>
    </search>
  );
});
