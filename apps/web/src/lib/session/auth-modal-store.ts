import { useSyncExternalStore } from "react";

export type AuthModalState =
  | { kind: "none" }
  | { kind: "signIn" }
  | { kind: "resetRequest" }
  /** `token` set: reset from a mailed link; unset: a signed-in user changes their password. */
  | { kind: "changePassword"; token?: string };

const CLOSED: AuthModalState = { kind: "none" };
let state: AuthModalState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Which sign-in related modal is open. Only one is open at a time. */
export const authModals = {
  openSignIn: () => set({ kind: "signIn" }),
  openResetRequest: () => set({ kind: "resetRequest" }),
  openChangePassword: (token?: string) => set({ kind: "changePassword", token }),
  close: () => set(CLOSED),
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useAuthModalState(): AuthModalState {
  return useSyncExternalStore(authModals.subscribe, authModals.get, authModals.get);
}
