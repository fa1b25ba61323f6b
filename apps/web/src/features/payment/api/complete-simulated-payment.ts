import type { CompleteSimulatedResponse, SimulatedOutcome } from "@ebm/shared/schemas/payments";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** The server's message for a refused completion (a payment no longer open), else a general one. */
export class CompletePaymentError extends Error {}

/**
 * POST /api/payments/simulated/:id/complete: ends the simulated payment with the payer's choice and
 * returns the address to send the payer to.
 */
export async function completeSimulatedPayment(id: string, outcome: SimulatedOutcome): Promise<string> {
  const { status, data } = await apiPost<CompleteSimulatedResponse & { message?: string }>(
    `/api/payments/simulated/${encodeURIComponent(id)}/complete`,
    { outcome },
  );
  if (status !== 200 || !data?.redirectUrl)
    throw new CompletePaymentError(data?.message ?? "The payment could not be completed. Please try again.");
  return data.redirectUrl;
}

export function useCompleteSimulatedPayment(id: string) {
  return useMutation({
    mutationFn: (outcome: SimulatedOutcome) => completeSimulatedPayment(id, outcome),
  });
}
