import { MESSAGES } from "@ebm/shared/messages";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { showError } from "../../../lib/notify.ts";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { verifyResetToken } from "../api/verify-reset-token.ts";

const RESET_PARAM = "reset";

/** Removes ?reset=… from the address without adding a history entry. */
export function useClearResetQuery(): () => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(() => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(RESET_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
}

/**
 * When the address carries ?reset=TOKEN (the mailed link), verifies the token and opens the
 * change-password modal; an invalid token shows the server's reason.
 */
export function useResetTokenFromUrl(): void {
  const [searchParams] = useSearchParams();
  const clearResetQuery = useClearResetQuery();
  const token = searchParams.get(RESET_PARAM);
  const handledToken = useRef<string | null>(null);
  const { mutate: verify } = useMutation({
    mutationFn: verifyResetToken,
    onSuccess: (result, verifiedToken) => {
      if (result.isSuccess) {
        authModals.openChangePassword(verifiedToken);
        return;
      }
      showError({ title: MESSAGES.resetToken.invalid.title, message: result.msg || undefined });
      clearResetQuery();
    },
    onError: () => {
      // The link could not be checked: keep ?reset= so a reload can try the same link again.
      handledToken.current = null;
      showError({
        title: MESSAGES.resetToken.unreachable.title,
        message: MESSAGES.resetToken.unreachable.message,
      });
    },
  });

  useEffect(() => {
    if (!token || handledToken.current === token) return;
    handledToken.current = token;
    verify(token);
  }, [token, verify]);
}
