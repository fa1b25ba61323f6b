import { z } from "zod";
import { REGISTRATION_STATUSES } from "../organiser-registrations.ts";
import { idSchema } from "./common.ts";
import { paymentStatusSchema } from "./register.ts";

/** The simulated provider's payment id, as it appears in the checkout page's address. */
const simulatedPaymentIdSchema = z.string().regex(/^sim_[\w-]{16,64}$/, "is not a payment id");

export const simulatedPaymentParamsSchema = z.object({ id: simulatedPaymentIdSchema });

/** What the simulated hosted checkout shows (the embedded setup's stand-in for Mollie's page). */
export const simulatedPaymentResponseSchema = z.object({
  status: z.number().int(),
  result: z.object({
    id: z.string(),
    amountCents: z.number().int(),
    description: z.string(),
    paymentStatus: paymentStatusSchema,
  }),
});
export type SimulatedPaymentResponse = z.infer<typeof simulatedPaymentResponseSchema>;

/** The payer's choice on the simulated checkout. */
export const simulatedOutcomeSchema = z.enum(["paid", "failed", "canceled"]);
export type SimulatedOutcome = z.infer<typeof simulatedOutcomeSchema>;

export const completeSimulatedBodySchema = z.object({ outcome: simulatedOutcomeSchema });

export const completeSimulatedResponseSchema = z.object({
  status: z.number().int(),
  /** Where the checkout sends the payer next: the return page of the app. */
  redirectUrl: z.string(),
});
export type CompleteSimulatedResponse = z.infer<typeof completeSimulatedResponseSchema>;

/** Mollie's notification: only the payment id, sent form-encoded; everything else is fetched. */
export const paymentWebhookBodySchema = z.object({
  // Providers' ids are word characters (Mollie's `tr_…`, the simulated `sim_…`); the database
  // could not even look up one with a NUL in it.
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, "is not a payment id"),
});

/** The return page's query: the registration and the key only the payer's return address carries. */
export const paymentStatusQuerySchema = z.object({
  registration: idSchema,
  key: z.string().min(16).max(100),
});

/** A registration's state; a non-member's waits for the organisers, who verify or decline it. */
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

export const paymentStatusResponseSchema = z.object({
  status: z.number().int(),
  result: z.object({
    registrationId: z.number().int(),
    paymentStatus: paymentStatusSchema,
    registrationStatus: registrationStatusSchema,
    amountCents: z.number().int(),
    currency: z.string(),
  }),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
