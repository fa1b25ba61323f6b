import type { PasswordStrength } from "@ebm/shared/password-strength";
import { useEffect, useState } from "react";

const DEBOUNCE_MS = 120;

export interface PasswordStrengthState extends PasswordStrength {
  /** True while the checker (and its dictionaries, on first use) is loading or computing. */
  pending: boolean;
}

/**
 * Scores a password with the shared strength checker. The checker and its dictionaries are
 * imported on first use, so they stay out of the initial bundle.
 */
export function usePasswordStrength(password: string, userInputs: string[]): PasswordStrengthState {
  const [state, setState] = useState<PasswordStrengthState>({ score: 0, suggestion: "", pending: false });
  const inputsKey = userInputs.join("\u0000");

  useEffect(() => {
    if (!password) {
      setState({ score: 0, suggestion: "", pending: false });
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, pending: true }));
    const timer = window.setTimeout(() => {
      void import("@ebm/shared/password-strength")
        .then(({ passwordStrength }) =>
          passwordStrength(password, inputsKey ? inputsKey.split("\u0000") : []),
        )
        .then((result) => {
          if (!cancelled) setState({ ...result, pending: false });
        })
        .catch((error: unknown) => {
          console.error("Password strength checker failed to load", error);
          if (!cancelled) setState({ score: 0, suggestion: "", pending: false });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  return state;
}
