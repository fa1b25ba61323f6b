import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  completeSimulatedBodySchema,
  completeSimulatedResponseSchema,
  paymentStatusQuerySchema,
  paymentStatusResponseSchema,
  paymentWebhookBodySchema,
  simulatedPaymentParamsSchema,
  simulatedPaymentResponseSchema,
} from "@ebm/shared/schemas/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertOr, notFound } from "../../lib/errors.ts";
import { completeSimulated } from "./payments.service.ts";

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The provider's webhook, the return page's status, and the simulated provider's hosted checkout. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mollie posts its notification form-encoded; only this plugin's routes accept that.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    "/api/payments/webhook",
    {
      config: { access: "public", rateClass: "webhook" },
      schema: {
        tags: ["payments"],
        summary:
          "The payment provider's notification: only an id, whose state is then fetched from the provider",
        description:
          "Nothing in the body is trusted but the id. An id the app did not create is answered 200 as well, with nothing done, so the endpoint reveals nothing.",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        body: paymentWebhookBodySchema,
        response: { 200: statusOnlySchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await app.services.payments.sync(request.body.id);
      return { status: 200 };
    },
  );

  app.get(
    "/api/payments/status",
    {
      // A read that may ask the provider and record the payment's new state: budgeted as a write.
      config: { access: "public", rateClass: "public" },
      schema: {
        tags: ["payments"],
        summary: "The state of a payment and its registration, for the return page after the checkout",
        description:
          "The key comes from the return address; a wrong key is answered like an unknown registration.",
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      result: await app.services.payments.statusFor(request.query.registration, request.query.key),
    }),
  );

  app.get(
    "/api/payments/simulated/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "The simulated provider's checkout (embedded setup only): amount, description, state",
        params: simulatedPaymentParamsSchema,
        response: { 200: simulatedPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.services.payments.simulated?.find(request.params.id);
      assertOr(row, notFound("Payment not found."));
      return {
        status: 200,
        result: {
          id: row.id,
          amountCents: row.amountCents,
          description: row.description,
          paymentStatus: row.status,
        },
      };
    },
  );

  app.post(
    "/api/payments/simulated/:id/complete",
    {
      config: { access: "public", rateClass: "public" },
      schema: {
        tags: ["payments"],
        summary: "Ends an open simulated payment with the payer's choice; returns where to send the payer",
        params: simulatedPaymentParamsSchema,
        body: completeSimulatedBodySchema,
        response: { 200: completeSimulatedResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { redirectUrl } = await completeSimulated(
        app.services.payments,
        request.params.id,
        request.body.outcome,
      );
      return { status: 200, redirectUrl };
    },
  );
};

export default paymentsRoutes;
