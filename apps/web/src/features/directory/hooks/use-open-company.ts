import type { DirectoryEntry } from "@ebm/shared/schemas/directory";
import type { MouseEvent } from "react";
import { useCallback } from "react";
import { useUser } from "../../../lib/session/use-session.ts";
import { companyDetailPath, isFullMember } from "../utils/company-facts.ts";

export interface OpenCompany {
  /** True when this company's row opens its detail page: a signed-in user and a full member. */
  opensDetail: (entry: DirectoryEntry) => boolean;
  /** Row click: opens the detail page in a new tab where allowed; ignores clicks on the name link. */
  onRowClick: (entry: DirectoryEntry, event: MouseEvent<HTMLElement>) => void;
}

/** The directory's click rules (part 2 §2, §6): only signed-in users open full members, in a new tab. */
export function useOpenCompany(): OpenCompany {
  const signedIn = useUser() !== null;
  const opensDetail = useCallback((entry: DirectoryEntry) => signedIn && isFullMember(entry), [signedIn]);
  const onRowClick = useCallback(
    (entry: DirectoryEntry, event: MouseEvent<HTMLElement>) => {
      if (!opensDetail(entry)) return;
      // The name link opens the page itself; a drag to select text is no click on the row.
      if (event.target instanceof Element && event.target.closest("a")) return;
      if (window.getSelection()?.toString()) return;
      // Opened with an opener, so the new tab takes over this tab's session storage: the selected
      // timeslot of a meeting request, and the mark of a visit already under way (a tab opened with
      // noopener starts empty, and would count as a visit from outside). The page is this site's
      // own; the reference back is dropped at once.
      const tab = window.open(companyDetailPath(entry.id), "_blank");
      if (tab) tab.opener = null;
    },
    [opensDetail],
  );
  return { opensDetail, onRowClick };
}
