import { Alert, type AlertProps } from "@mantine/core";

/**
 * A light alert whose title is in the text colour: red's and teal's shades on their light
 * backgrounds stay below the 4.5:1 contrast that small bold text needs.
 */
export function StatusAlert(
  props: Omit<AlertProps, "color" | "variant"> & { color: "red" | "teal" | "navy" },
) {
  return <Alert variant="light" styles={{ label: { color: "var(--mantine-color-text)" } }} {...props} />;
}
