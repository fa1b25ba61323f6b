import type { DbExecutor } from "../../../db/client.ts";
import type { SettingsService } from "../../settings/index.ts";
import { slotsRepository } from "./slots.repository.ts";

/** As long as the settings are kept: the console's change reaches the other instances as fast. */
const BOARD_TTL_MS = 5_000;

type Slots = Awaited<ReturnType<ReturnType<typeof slotsRepository>["slots"]>>;
type Days = Awaited<ReturnType<ReturnType<typeof slotsRepository>["dayFacts"]>>;

/**
 * An edition's timeslots and meeting days: the same for every attendee, changed only through the
 * console, which invalidates the settings here and on the other instances. Read once per period
 * instead of on every scheduler screen (the rush when the meetings open asks for them about a
 * hundred times a second); what each person holds in them is read fresh every time.
 */
export function slotBoard(deps: { db: DbExecutor; settings: Pick<SettingsService, "onInvalidate"> }) {
  const repo = slotsRepository(deps.db);
  let kept: { editionId: number; at: number; value: Promise<{ slots: Slots; days: Days }> } | undefined;
  deps.settings.onInvalidate(() => {
    kept = undefined;
  });

  return {
    /** The edition's slots in time order and its days. */
    of(editionId: number): Promise<{ slots: Slots; days: Days }> {
      const now = Date.now();
      if (!kept || kept.editionId !== editionId || now - kept.at > BOARD_TTL_MS) {
        const value = Promise.all([repo.slots(editionId), repo.dayFacts(editionId)]).then(
          ([slots, days]) => ({
            slots,
            days,
          }),
        );
        const entry = { editionId, at: now, value };
        kept = entry;
        // A failed read is not kept: the next request tries again.
        value.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.value;
    },
  };
}

export type SlotBoard = ReturnType<typeof slotBoard>;
