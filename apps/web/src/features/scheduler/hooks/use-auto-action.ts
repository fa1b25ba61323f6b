import { SNACKBAR_MS } from "@ebm/shared/constants";
import { AUTO_ACTION_DELAY_MS } from "@ebm/shared/scheduler";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { getMeetingIdByAuth } from "../api/get-meeting-id-by-auth.ts";
import { useMeetingAction } from "../api/meeting-action.ts";
import { actionFeedback, failureReason } from "../utils/action-feedback.ts";
import { autoActionFromQuery } from "../utils/scheduler-view.ts";

export interface AutoAction {
  action: "accept" | "decline";
  /** checking: the meeting is being looked up; waiting: the delay runs (cancellable); acting: sent. */
  phase: "checking" | "waiting" | "acting";
}

/**
 * The answer links of the request mails (`/scheduler?id=&a=1|2`, part 2 §2, §9): once the user is
 * signed in (this hook runs only then), the meeting is checked to be theirs, then after
 * AUTO_ACTION_DELAY_MS accepted or declined, with a snackbar; `id` and `a` leave the address, and
 * `cd` is set to `tabAfter()` so the user stays on the meeting's day. Cancel stops it during the delay.
 * @example const { autoAction, cancel } = useAutoAction(user.id, () => currentTab);
 */
export function useAutoAction(userId: number, tabAfter: () => number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const request = autoActionFromQuery(searchParams.get("id"), searchParams.get("a"));
  const key = request ? `${request.meetingId}:${request.action}` : null;
  const act = useMeetingAction(userId);
  const [phase, setPhase] = useState<AutoAction["phase"] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Read when the action ends, not when it starts: the tab may be known only once meetings load.
  const tabAfterRef = useRef(tabAfter);
  tabAfterRef.current = tabAfter;
  const mutateAsync = act.mutateAsync;

  const finish = useCallback(() => {
    clearTimeout(timer.current);
    setPhase(null);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("id");
        next.delete("a");
        next.set("cd", String(tabAfterRef.current()));
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link (key), not per render
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const fail = (error: unknown) => {
      showError({
        title: actionFeedback(request.action, true).failure,
        message: failureReason(error),
        duration: SNACKBAR_MS.medium,
      });
    };
    setPhase("checking");
    getMeetingIdByAuth(request.meetingId, controller.signal).then(
      (meetingId) => {
        if (controller.signal.aborted) return;
        setPhase("waiting");
        timer.current = setTimeout(() => {
          setPhase("acting");
          mutateAsync({ meetingId, action: request.action })
            .then(() => showSuccess({ title: actionFeedback(request.action, true).success }), fail)
            .finally(finish);
        }, AUTO_ACTION_DELAY_MS);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        fail(error);
        finish();
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer.current);
    };
  }, [key]);

  return {
    autoAction: request && phase ? { action: request.action, phase } : null,
    cancel: finish,
  };
}
