import type { PlanSlot } from "@ebm/shared/schemas/organiser-meetings";

/** "table 7", "lobby place 132" or "no table yet": where a meeting of the slot sits. */
export function placeLabel(table: number | null, slot: Pick<PlanSlot, "tables">): string {
  if (table === null) return "no table yet";
  return table <= slot.tables ? `table ${table}` : `lobby place ${table}`;
}

/** The words for a meeting's status in the plan. */
export const STATUS_LABEL = { accepted: "Accepted", held: "Held", noShow: "No-show" } as const;
