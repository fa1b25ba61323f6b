import { ApiError } from "./api-client.ts";
import { type SnackbarOptions, showError, showSuccess } from "./notify.ts";

/**
 * The server's reason for refusing a call: the message of an ApiError, in the user's words (the
 * spec's texts come from the server). Other failures (no connection, a bug) carry none.
 * @example serverReason(new ApiError(409, "Conflict", "The table is taken")) === "The table is taken"
 */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.message ? error.message : undefined;
}

/**
 * The input a refused call named and the server's words for it, without the field name the
 * message starts with ("name: Please enter…" → "Please enter…"); undefined when none was named.
 * @example const failed = fieldFailure(error); if (failed) form.setFieldError(failed.field, failed.message);
 */
export function fieldFailure(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.field) return undefined;
  const { field, message } = error;
  return { field, message: message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
}

interface ReasonWords {
  /** Said when the error carries no reason of the server's. */
  fallback?: string;
  /** Said for a refused conflict (409) without a reason: another change came first, so trying again may work. */
  conflict?: string;
}

/**
 * What a failed call says: the server's reason, else `conflict` for a 409, else `fallback`.
 * @example errorWords(error, { fallback: "Please try again." })
 */
export function errorWords(error: unknown, { fallback, conflict }: ReasonWords): string | undefined {
  const reason = serverReason(error);
  if (reason) return reason;
  if (conflict && error instanceof ApiError && error.status === 409) return conflict;
  return fallback;
}

/**
 * The words of a failure snackbar. With a `title` (what failed) the reason goes under it; without
 * one, the reason (or the fallback) is the snackbar's only line.
 */
export type FailureWords = ReasonWords & ({ title: string } | { title?: undefined; fallback: string });

/**
 * Shows the error snackbar of a failed call: an alert, kept until closed (decision 0014).
 * @example onError: (error) => notifyError(error, { title: "The export could not be made" })
 * @example notifyError(error, { fallback: "The mail could not be sent again. Please try again." })
 */
export function notifyError(error: unknown, words: FailureWords): void {
  const reason = errorWords(error, words);
  if (words.title !== undefined) showError({ title: words.title, message: reason });
  else showError({ title: reason ?? words.fallback });
}

interface Feedback<T> {
  success: SnackbarOptions;
  failure: FailureWords;
  /** Runs after the success snackbar, with the call's answer. */
  onSuccess?: (value: T) => void;
}

/**
 * Shows how a change ended: the success snackbar when it resolves (then `onSuccess`), the failure
 * snackbar when it rejects. Made for `mutateAsync`, whose promise settles even when the screen that
 * started it has gone meanwhile, where the callbacks of `mutate` would be dropped. Never rejects.
 * @example feedbackOn(remove.mutateAsync(noteId), { success: { title: "Note deleted" }, failure: { title: "The note could not be deleted" } });
 */
export function feedbackOn<T>(
  change: Promise<T>,
  { success, failure, onSuccess }: Feedback<T>,
): Promise<void> {
  return change.then(
    (value) => {
      showSuccess(success);
      onSuccess?.(value);
    },
    (error: unknown) => notifyError(error, failure),
  );
}
