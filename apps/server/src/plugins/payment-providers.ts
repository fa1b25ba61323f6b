import { randomBytes } from "node:crypto";
import type { PaymentStatus } from "@ebm/shared/schemas/register";
import type { MollieClient } from "@mollie/api-client";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { simulatedPayments } from "../db/schema/index.ts";

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  redirectUrl: string;
  /** Omitted where the provider could not reach it (a local address). */
  webhookUrl?: string;
  metadata: Record<string, string>;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
}

/** A payment provider as the app uses it: create a hosted checkout, and read a payment's true state. */
export interface PaymentProvider {
  readonly name: "simulated" | "mollie";
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string }>;
  /** The provider's state of the payment; undefined when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | undefined>;
}

/** Cents as Mollie's amount string: 123456 → "1234.56". */
export const centsToValue = (cents: number) => (cents / 100).toFixed(2);

/** Mollie's amount string as cents: "1234.56" → 123456. */
export const valueToCents = (value: string) => Math.round(Number(value) * 100);

/** Mollie knows "authorized" and "pending" as well; for the app both are still open. */
export function mapMollieStatus(status: string): PaymentStatus {
  switch (status) {
    case "paid":
      return "paid";
    case "failed":
      return "failed";
    case "canceled":
      return "canceled";
    case "expired":
      return "expired";
    default:
      return "open";
  }
}

/**
 * Mollie, through its API client. `apiEndpoint` points the client elsewhere (a stand-in in tests).
 * @example mollieProvider({ apiKey: "test_..." }).createPayment({ amountCents: 1000, ... })
 */
export function mollieProvider(opts: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  // Mollie's client (a few megabytes with its certificates) is loaded with the first payment, and
  // not at all by an instance on the simulated checkout.
  let loading: Promise<MollieClient> | undefined;
  const mollie = () => {
    loading ??= import("@mollie/api-client").then(({ createMollieClient }) =>
      createMollieClient({
        apiKey: opts.apiKey,
        ...(opts.apiEndpoint ? { apiEndpoint: opts.apiEndpoint } : {}),
      }),
    );
    return loading;
  };
  return {
    name: "mollie",
    async createPayment(input) {
      const client = await mollie();
      const payment = await client.payments.create({
        amount: { currency: "EUR", value: centsToValue(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
        metadata: input.metadata,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} has no checkout address`);
      return { id: payment.id, checkoutUrl };
    },
    async getPayment(id) {
      const client = await mollie();
      try {
        const payment = await client.payments.get(id);
        return {
          id: payment.id,
          status: mapMollieStatus(payment.status),
          amountCents: valueToCents(payment.amount.value),
        };
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return undefined;
        throw err;
      }
    },
  };
}

/**
 * The embedded setup's provider: its hosted checkout is a page of this app, and its side of each
 * payment is a row of `simulated_payments`, so all instances agree on it.
 */
export function simulatedProvider(opts: { db: Db; publicUrl: string }): PaymentProvider & {
  /** Ends an open payment with the payer's choice; false when it was no longer open. */
  complete(id: string, outcome: "paid" | "failed" | "canceled"): Promise<{ redirectUrl: string } | undefined>;
  find(id: string): Promise<typeof simulatedPayments.$inferSelect | undefined>;
} {
  const { db } = opts;
  const find = async (id: string) => {
    const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
    return row;
  };
  return {
    name: "simulated",
    async createPayment(input) {
      const id = `sim_${randomBytes(16).toString("base64url")}`;
      await db.insert(simulatedPayments).values({
        id,
        amountCents: input.amountCents,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl ?? null,
        metadata: input.metadata,
        status: "open",
      });
      return { id, checkoutUrl: `${opts.publicUrl}/payment/checkout/${id}` };
    },
    async getPayment(id) {
      const row = await find(id);
      return row && { id: row.id, status: row.status, amountCents: row.amountCents };
    },
    async complete(id, outcome) {
      const [row] = await db
        .update(simulatedPayments)
        .set({ status: outcome, updatedAt: sql`now()` })
        .where(and(eq(simulatedPayments.id, id), eq(simulatedPayments.status, "open")))
        .returning({ redirectUrl: simulatedPayments.redirectUrl });
      return row;
    },
    find,
  };
}
