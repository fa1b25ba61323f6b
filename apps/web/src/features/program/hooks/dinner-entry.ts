import type { ProgramEvent } from "@ebm/shared/schemas/content";
import { createContext, useContext } from "react";

/** A Captain's Dinner entry of the program (an evening item marked for captains, on a dinner day). */
export const isDinnerEvent = (event: ProgramEvent) => event.isCaptainsLunch && /dinner/i.test(event.title);

export interface DinnerEntry {
  /** The user's place is approved: the dinner entries are hidden (part 1 §4). */
  hidden: boolean;
  /** Part 1 §5's four conditions hold for the dinner of that date: its entry offers the sign-up. */
  showRegister: (date: string) => boolean;
  openRegister: (date: string) => void;
}

const NO_DINNER: DinnerEntry = { hidden: false, showRegister: () => false, openRegister: () => {} };

/** What the program's dinner entry shows, given by the program page. */
export const DinnerEntryContext = createContext<DinnerEntry>(NO_DINNER);

export const useDinnerEntry = () => useContext(DinnerEntryContext);
