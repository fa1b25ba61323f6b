import type { PasswordStrength } from "@ebm/shared/password-strength";
import { useEffect, useState } from "react";
import { fetchPasswordStrength } from "../api/password-strength.ts";

const DEBOUNCE_MS = 200;

interface PasswordStrengthState extends PasswordStrength {
  /** True while the score of the current text is being computed. */
  pending: boolean;
}

/**
 * Scores a password as it is typed, asking the server after a short pause. The checker's
 * dictionaries (about 900 KB gzipped) stay on the server instead of in the browser; see
 * docs/decisions/0002-password-strength-on-the-server.md.
 */
export function usePasswordStrength(
  password: string,
  userInputs: string[],
  /** From a mailed link: the server then also counts that account's own details against the password. */
  resetToken?: string,
): PasswordStrengthState {
  const [state, setState] = useState<PasswordStrengthState>({ score: 0, suggestion: "", pending: false });
  const inputsKey = userInputs.join("\u0000");

  useEffect(() => {
    if (!password) {
      setState({ score: 0, suggestion: "", pending: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, pending: true }));
    const timer = window.setTimeout(() => {
      fetchPasswordStrength(
        password,
        inputsKey ? inputsKey.split("\u0000") : [],
        resetToken,
        controller.signal,
      ).then(
        (result) => {
          if (!controller.signal.aborted) setState({ ...result, pending: false });
        },
        () => {
          // An aborted request belongs to text that has changed since. Any other failure scores
          // the password as too weak to save, so nothing unchecked is ever sent.
          if (!controller.signal.aborted) setState({ score: 0, suggestion: "", pending: false });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [password, inputsKey, resetToken]);

  return state;
}
