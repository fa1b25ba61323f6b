import type { SimulatedPaymentResponse } from "@ebm/shared/schemas/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export type SimulatedPayment = SimulatedPaymentResponse["result"];

/** Thrown for an address that names no payment, so the page can say so instead of "try again". */
export class PaymentNotFoundError extends Error {}

/** GET /api/payments/simulated/:id: amount, description and state of a simulated checkout. */
export async function getSimulatedPayment(id: string): Promise<SimulatedPayment> {
  const { status, data } = await apiGet<SimulatedPaymentResponse>(
    `/api/payments/simulated/${encodeURIComponent(id)}`,
  );
  if (status === 404 || status === 400) throw new PaymentNotFoundError("Payment not found");
  if (status !== 200 || !data?.result) throw new Error(`Could not load the payment (status ${status})`);
  return data.result;
}

export function useSimulatedPayment(id: string) {
  return useQuery({
    queryKey: ["payments", "simulated", id],
    queryFn: () => getSimulatedPayment(id),
    retry: (count, error) => !(error instanceof PaymentNotFoundError) && count < 2,
  });
}
