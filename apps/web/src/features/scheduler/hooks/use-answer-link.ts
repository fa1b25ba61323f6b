import { type RefObject, useCallback, useRef } from "react";
import { useSearchParams } from "react-router";
import { answerLinkFromQuery } from "../utils/answer-link.ts";
import { slotHeadingId } from "../utils/scheduler-view.ts";

/**
 * The answer link in the address (`/scheduler?id=&a=1|2`, part 2 §2, §9), if any. `close` takes
 * `id` and `a` out of the address and sets `cd` to `tab`, so the page stays on the meeting's day;
 * `restoreFocus` then puts the keyboard focus on the meeting's timeslot card, or on `fallback`
 * when the card is not shown (another tab, a status filter).
 * @example const answerLink = useAnswerLink(tab, titleRef); answerLink.close();
 */
export function useAnswerLink(tab: number, fallback: RefObject<HTMLElement | null>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const link = answerLinkFromQuery(searchParams.get("id"), searchParams.get("a"));
  // Read when the dialog closes, which may come from a click made before the meetings reloaded.
  const tabRef = useRef(tab);
  tabRef.current = tab;

  const close = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("id");
        next.delete("a");
        next.set("cd", String(tabRef.current));
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const restoreFocus = useCallback(
    (timeslotId: number | null) => {
      const card = timeslotId === null ? null : document.getElementById(slotHeadingId(timeslotId));
      (card ?? fallback.current)?.focus();
    },
    [fallback],
  );

  return { link, close, restoreFocus };
}
