/** Local flags of the registration: the membership answer and the last marketplace user. */
const MEMBERSHIP_KEY = "ebm.registration.membership";
const LAST_TBS_USER_KEY = "ebm.registration.lastTbsUserId";

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Blocked storage only loses a hint, never the registration.
  }
}

/** The membership answer of step 1, stored as "Yes" or "No". */
export const storeMembership = (isMember: boolean) => write(MEMBERSHIP_KEY, isMember ? "Yes" : "No");

/** The marketplace user id returned by the membership sign-in. */
export const storeLastTbsUserId = (id: number) => write(LAST_TBS_USER_KEY, String(id));
