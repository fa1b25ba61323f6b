import { lazy, Suspense, useState } from "react";
import { type AuthModalState, useAuthModalState } from "../../../lib/session/auth-modal-store.ts";
import { useResetTokenFromUrl } from "../hooks/use-reset-token.ts";

// The forms load on first use, keeping them (and their validation) out of the first download.
const SignInModal = lazy(() => import("./SignInModal.tsx").then((m) => ({ default: m.SignInModal })));
const ResetRequestModal = lazy(() =>
  import("./ResetRequestModal.tsx").then((m) => ({ default: m.ResetRequestModal })),
);
const ChangePasswordModal = lazy(() =>
  import("./ChangePasswordModal.tsx").then((m) => ({ default: m.ChangePasswordModal })),
);

type LoadedKind = Exclude<AuthModalState["kind"], "none">;

/** Sign-in, reset request and change-password modals, driven by the auth modal store. */
export function AuthModals() {
  const state = useAuthModalState();
  useResetTokenFromUrl();
  // A modal stays mounted after its first opening so that closing can animate.
  const [loaded, setLoaded] = useState<ReadonlySet<LoadedKind>>(new Set());
  if (state.kind !== "none" && !loaded.has(state.kind)) {
    setLoaded(new Set([...loaded, state.kind]));
  }

  return (
    <>
      <Suspense fallback={null}>
        {loaded.has("signIn") ? <SignInModal opened={state.kind === "signIn"} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {loaded.has("resetRequest") ? <ResetRequestModal opened={state.kind === "resetRequest"} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {state.kind === "changePassword" ? <ChangePasswordModal opened token={state.token} /> : null}
      </Suspense>
    </>
  );
}
