import type { ProgramEvent } from "@ebm/shared/schemas/content";
import { createContext, useContext } from "react";

/** The Captain's Dinner entry of the program (the Thursday evening item marked for captains). */
export const isDinnerEvent = (event: ProgramEvent) => event.isCaptainsLunch && /dinner/i.test(event.title);

export interface DinnerEntry {
  /** The user's place is approved: the Thursday dinner entry is hidden (part 1 §4). */
  hidden: boolean;
  /** Part 1 §5's four conditions hold: the entry offers the sign-up. */
  showRegister: boolean;
  openRegister: () => void;
}

const NO_DINNER: DinnerEntry = { hidden: false, showRegister: false, openRegister: () => {} };

/** What the program's dinner entry shows, given by the program page. */
export const DinnerEntryContext = createContext<DinnerEntry>(NO_DINNER);

export const useDinnerEntry = () => useContext(DinnerEntryContext);
