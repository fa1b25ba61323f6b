import fp from "fastify-plugin";

/**
 * Says so once when requests arrive through a proxy that TRUST_PROXY does not name: every caller
 * then has the proxy's address, so the per-address limits (sign-in, contact forms, banner clicks)
 * count all users as one, and an attacker's wrong passwords make the owner wait too.
 */
export default fp(
  async (app) => {
    if (app.config.TRUST_PROXY !== false) return;
    let warned = false;
    app.addHook("onRequest", (request, _reply, done) => {
      done();
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      warned = true;
      request.log.warn(
        "requests come through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every client has the proxy's address, so per-address limits count all users as one; set TRUST_PROXY to the number of proxies in front",
      );
    });
  },
  { name: "proxy-check" },
);
