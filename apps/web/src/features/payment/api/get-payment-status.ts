import type { PaymentStatusResponse } from "@ebm/shared/schemas/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export type PaymentState = PaymentStatusResponse["result"];

/** Thrown when the return address names no payment (a wrong or shortened link). */
export class PaymentLinkError extends Error {}

/** How often and how long the return page asks while the provider has not decided yet. */
export const POLL_MS = 2_000;
export const POLL_FOR_MS = 30_000;

/** GET /api/payments/status: the payment's and the registration's state, with the key of the return address. */
export async function getPaymentStatus(registration: string, key: string): Promise<PaymentState> {
  const query = new URLSearchParams({ registration, key });
  const { status, data } = await apiGet<PaymentStatusResponse>(`/api/payments/status?${query}`);
  if (status === 404 || status === 400) throw new PaymentLinkError("Payment not found");
  if (status !== 200 || !data?.result) throw new Error(`Could not load the payment (status ${status})`);
  return data.result;
}

/** Polls every two seconds while the payment is open, for at most about thirty seconds. */
export function usePaymentStatus(registration: string, key: string, startedAt: number) {
  return useQuery({
    queryKey: ["payments", "status", registration, key],
    queryFn: () => getPaymentStatus(registration, key),
    enabled: registration !== "" && key !== "",
    retry: (count, error) => !(error instanceof PaymentLinkError) && count < 2,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === "open" && Date.now() - startedAt < POLL_FOR_MS ? POLL_MS : false,
  });
}
