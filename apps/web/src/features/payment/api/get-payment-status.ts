import type { PaymentStatusResponse } from "@ebm/shared/schemas/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";
import { retryPaymentRead } from "./payment-not-found.ts";

export type PaymentState = PaymentStatusResponse["result"];

/** How often and how long the return page asks while the provider has not decided yet. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 30_000;

/** GET /api/payments/status: the payment's and the registration's state, with the key of the return address. */
async function getPaymentStatus(registration: string, key: string): Promise<PaymentState> {
  const query = new URLSearchParams({ registration, key });
  const { result } = await apiGet<PaymentStatusResponse>(`/api/payments/status?${query}`);
  return result;
}

/** Polls every two seconds while the payment is open, for at most about thirty seconds. */
export function usePaymentStatus(registration: string, key: string, startedAt: number) {
  return useQuery({
    queryKey: paymentKeys.status(registration, key),
    queryFn: () => getPaymentStatus(registration, key),
    enabled: registration !== "" && key !== "",
    retry: retryPaymentRead,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === "open" && Date.now() - startedAt < POLL_FOR_MS ? POLL_MS : false,
  });
}
