import { ANALYTICS_EVENTS } from "@ebm/shared/constants";
import { useCallback, useEffect, useRef } from "react";
import { logEvent } from "../../../lib/api/log-event.ts";
import { sessionStore } from "../../../lib/session/session-store.ts";

/** Step index (0-based) from which leaving the wizard counts as abandoning it: after step 2. */
const ABANDON_FROM_STEP = 2;

/** Routes that continue the registration rather than leave it. */
const CONTINUES_REGISTRATION = /^\/(register|payment)(\/|$)/;

const userId = () => sessionStore.getUser()?.id ?? null;

/**
 * Registration analytics (part 1 §4): start when the wizard opens, completed and failed on the
 * answer, and abandoned when the visitor leaves for another route after step 2. The abandon check
 * runs as the wizard unmounts, when the router has already moved to the new address.
 */
export function useRegistrationTracking(step: number) {
  const furthestStep = useRef(step);
  furthestStep.current = Math.max(furthestStep.current, step);
  const finished = useRef(false);

  useEffect(() => {
    logEvent({ event: ANALYTICS_EVENTS.registrationStart, page: "/register", userId: userId() });
    return () => {
      const destination = window.location.pathname;
      if (finished.current || furthestStep.current < ABANDON_FROM_STEP) return;
      if (CONTINUES_REGISTRATION.test(destination)) return;
      logEvent({
        event: ANALYTICS_EVENTS.registrationAbandoned,
        page: destination,
        userId: userId(),
        data: { lastStep: furthestStep.current + 1 },
      });
    };
  }, []);

  const completed = useCallback((isMember: boolean) => {
    finished.current = true;
    logEvent({
      event: ANALYTICS_EVENTS.registrationCompleted,
      page: "/register",
      userId: userId(),
      data: { isMember },
    });
  }, []);

  const failed = useCallback((message: string) => {
    logEvent({
      event: ANALYTICS_EVENTS.registrationFailed,
      page: "/register",
      userId: userId(),
      data: { message },
    });
  }, []);

  return { completed, failed };
}
