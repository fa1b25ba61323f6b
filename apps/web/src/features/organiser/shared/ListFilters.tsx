import { Group, NativeSelect, TextInput, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

type SearchBoxProps = Omit<TextInputProps, "value" | "onChange" | "type" | "leftSection"> & {
  value: string;
  onSearch: (text: string) => void;
};

/** A console list's search box: a search field with its magnifier, sending each change of text. */
export function SearchBox({ value, onSearch, size, ...props }: SearchBoxProps) {
  return (
    <TextInput
      {...props}
      size={size}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      leftSection={<IconSearch size={size === "lg" ? 20 : 16} aria-hidden="true" />}
      type="search"
    />
  );
}

export interface FilterSelect {
  label: string;
  options: { value: string; label: string }[];
  /** "" for every value. */
  value: string;
  onChange: (value: string | null) => void;
  /** Its width at most, in px, beside the search box. */
  width: number;
}

/** The words of a list's search box. */
export type SearchWords = Pick<SearchBoxProps, "label" | "description" | "placeholder" | "size">;

interface ListFiltersProps {
  search: Omit<SearchBoxProps, "style">;
  selects: FilterSelect[];
}

/**
 * The row above a console list: the search box, growing, and its filter selects; they wrap under
 * each other on a phone.
 * @example <ListFilters search={{ label: "Search mail", value: q, onSearch: setQ }}
 *            selects={[{ label: "State", options, value: status, onChange: (v) => setFilter("status", v), width: 180 }]} />
 */
export function ListFilters({ search, selects }: ListFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchBox {...search} style={{ flex: "1 1 240px" }} />
      {selects.map((select) => (
        <NativeSelect
          key={select.label}
          label={select.label}
          data={select.options}
          value={select.value}
          onChange={(event) => select.onChange(event.currentTarget.value || null)}
          style={{ flex: `0 1 ${select.width}px` }}
        />
      ))}
    </Group>
  );
}
