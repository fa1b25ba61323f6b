import type { PlanPerson } from "@ebm/shared/schemas/organiser-meetings";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useFindAttendees } from "../api/find-attendees.ts";

const labelOf = (p: PlanPerson) => `${p.name} (${p.companyName})`;

interface PersonPickerProps {
  label: string;
  value: PlanPerson | null;
  onChange: (person: PlanPerson | null) => void;
  error?: string | undefined;
}

/**
 * Chooses an attendee of the edition by typing part of a name, a company or an e-mail address; the
 * server finds up to 20. The chosen person stays among the options while other words are typed.
 */
export function PersonPicker({ label, value, onChange, error }: PersonPickerProps) {
  const [search, setSearch] = useState("");
  const [words] = useDebouncedValue(search, 250);
  const searching = value === null || search !== labelOf(value);
  const found = useFindAttendees(searching ? words : "");
  const people = [...(value ? [value] : []), ...(found.data ?? []).filter((p) => p.id !== value?.id)];
  const tooShort = search.trim().length < 2;

  return (
    <Select
      label={label}
      placeholder="Type two letters of a name or company"
      searchable
      clearable
      data={people.map((p) => ({ value: String(p.id), label: labelOf(p) }))}
      // The server matched the words already (also in e-mail addresses): every answer shows.
      filter={({ options }) => options}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(people.find((p) => String(p.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={
        tooShort ? "Type at least two letters" : found.isFetching ? "Searching…" : "Nobody found"
      }
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      error={error}
    />
  );
}
