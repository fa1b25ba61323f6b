import type { SimulatedPaymentResponse } from "@ebm/shared/schemas/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";
import { retryPaymentRead } from "./payment-not-found.ts";

type SimulatedPayment = SimulatedPaymentResponse["result"];

/** GET /api/payments/simulated/:id: amount, description and state of a simulated checkout. */
async function getSimulatedPayment(id: string): Promise<SimulatedPayment> {
  const { result } = await apiGet<SimulatedPaymentResponse>(
    `/api/payments/simulated/${encodeURIComponent(id)}`,
  );
  return result;
}

export function useSimulatedPayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.simulated(id),
    queryFn: () => getSimulatedPayment(id),
    retry: retryPaymentRead,
  });
}
