import { Badge } from "@mantine/core";
import type { StateStyle } from "./state-badge.ts";

/** A list row's state as a filled badge in its colour. */
export function StateBadge({ state }: { state: StateStyle }) {
  return (
    // Its full word, never cut to "APPRO…" by a narrow cell.
    <Badge color={state.color} variant="filled" style={{ minWidth: "max-content" }}>
      {state.label}
    </Badge>
  );
}
