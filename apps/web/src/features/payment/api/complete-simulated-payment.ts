import type { CompleteSimulatedResponse, SimulatedOutcome } from "@ebm/shared/schemas/payments";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/payments/simulated/:id/complete: ends the simulated payment with the payer's choice and
 * returns the address to send the payer to. A refusal (a payment no longer open) carries the
 * server's message.
 */
async function completeSimulatedPayment(id: string, outcome: SimulatedOutcome): Promise<string> {
  const { redirectUrl } = await apiPost<CompleteSimulatedResponse>(
    `/api/payments/simulated/${encodeURIComponent(id)}/complete`,
    { outcome },
  );
  return redirectUrl;
}

export function useCompleteSimulatedPayment(id: string) {
  return useMutation({
    mutationFn: (outcome: SimulatedOutcome) => completeSimulatedPayment(id, outcome),
  });
}
