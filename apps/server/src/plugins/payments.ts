import fp from "fastify-plugin";
import paymentsRoutes from "../modules/payments/payments.routes.ts";
import { type PaymentsService, paymentsService } from "../modules/payments/payments.service.ts";
import { mollieProvider, simulatedProvider } from "../modules/payments/providers.ts";

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/**
 * The payment provider chosen by PAYMENT_PROVIDER: Mollie in production, or the simulated hosted
 * checkout of the embedded setup. Decorates `app.payments` and serves the provider's webhook.
 * @example const { checkoutUrl } = await app.payments.startCheckout(registrationId);
 */
export default fp(
  async (app) => {
    const { config } = app;
    const simulated =
      config.PAYMENT_PROVIDER === "simulated"
        ? simulatedProvider({ db: app.db, publicUrl: config.publicUrl })
        : undefined;
    const provider = simulated ?? mollieProvider({ apiKey: config.MOLLIE_API_KEY ?? "" });
    const service = paymentsService({ db: app.db, provider, mail: app.mail, config, log: app.log });
    app.decorate("payments", Object.assign(service, { simulated }));
    await app.register(paymentsRoutes);
  },
  { name: "payments", dependencies: ["db", "mail"] },
);
