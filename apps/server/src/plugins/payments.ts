import fp from "fastify-plugin";
import { mollieProvider, type PaymentProvider, simulatedProvider } from "./payment-providers.ts";

export interface PaymentProviders {
  /** The provider payments go through. */
  provider: PaymentProvider;
  /** The simulated hosted checkout, when it is the configured provider. */
  simulated?: ReturnType<typeof simulatedProvider>;
}

declare module "fastify" {
  interface FastifyInstance {
    paymentProvider: PaymentProviders;
  }
}

/**
 * The payment provider chosen by PAYMENT_PROVIDER: Mollie in production, or the simulated hosted
 * checkout of the embedded setup. The payments service (services.ts) takes it from `app.paymentProvider`.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const simulated =
      config.PAYMENT_PROVIDER === "simulated"
        ? simulatedProvider({ db: app.db, publicUrl: config.publicUrl })
        : undefined;
    const provider = simulated ?? mollieProvider({ apiKey: config.MOLLIE_API_KEY ?? "" });
    app.decorate("paymentProvider", { provider, simulated });
  },
  { name: "payments", dependencies: ["db"] },
);
