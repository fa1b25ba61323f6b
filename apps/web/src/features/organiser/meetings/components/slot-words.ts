import type { CommonSlot } from "@ebm/shared/schemas/organiser-meetings";
import { formatDay, timeRange, zoneName } from "@ebm/shared/zones";

/** "10:00 – 10:30 Dublin time": a slot's time with its zone. */
export const slotTime = (slot: Pick<CommonSlot, "timeStart" | "timeEnd">, timeZone: string) =>
  `${timeRange(slot.timeStart, slot.timeEnd)} ${zoneName(timeZone)}`;

/** The common free slots as the options of a select, grouped by day, each with its free places. */
export function slotGroups(slots: CommonSlot[], timeZone: string) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const slot of slots) {
    const day = formatDay(slot.date, "medium");
    const free = slot.freeTables.length;
    const places =
      free > 0
        ? `${free} table${free === 1 ? "" : "s"} free`
        : `hotel lobby only (${slot.lobbyPlacesLeft} places)`;
    groups.set(day, [
      ...(groups.get(day) ?? []),
      {
        value: String(slot.timeslotId),
        label: `${formatDay(slot.date, "short")}, ${slotTime(slot, timeZone)} · ${places}`,
      },
    ]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The table options of a slot: the lowest free place, or one of its free floor tables. */
export function tableOptions(slot: CommonSlot | undefined) {
  return [
    { value: "auto", label: "Automatic: the lowest free place" },
    ...(slot?.freeTables ?? []).map((n) => ({ value: String(n), label: `Table ${n}` })),
  ];
}
