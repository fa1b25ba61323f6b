import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Runs helmet once against a stand-in response and returns the headers it sets. The headers
 * depend only on the options, so computing them per request (as @fastify/helmet does) is waste:
 * it cost more than half of the API's throughput (docs/decisions/0003-security-headers.md).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of an API answer (JSON, CSV, a calendar file): what OWASP's REST Security Cheat
 * Sheet asks of one. A browser never renders it as a page, so the page's policies (its script and
 * style sources, the opener and agent-cluster isolation, the referrer) would only lengthen every
 * answer; it may not be framed or loaded by another site, and is never stored
 * (docs/decisions/0003-security-headers.md).
 */
export const API_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: true,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The addresses answered with the API's headers: everything under /api/ but the browsable
 * OpenAPI page (/api/docs, a page of its own with its own policy; its JSON document is an answer).
 */
export const isApiAddress = (url: string) =>
  url.startsWith("/api/") && (!url.startsWith("/api/docs") || url.startsWith("/api/docs/json"));

/**
 * Every response's fixed headers, set in one hook as the request arrives: the security headers
 * (the page's set from `options`, or the API's), the request id, and for API answers
 * `cache-control: no-store` (sign-in, sessions and personal data must never sit in a shared cache
 * or on a kiosk's disk; a route that says otherwise sets its own, which replaces it).
 */
export default fp<{ options: HelmetOptions }>(
  async (app, { options }) => {
    const page = computeSecurityHeaders(options);
    const api = { ...computeSecurityHeaders(API_SECURITY_HEADERS), "cache-control": "no-store" };
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isApiAddress(request.url) ? api : page).header("x-request-id", request.id);
      done();
    });
  },
  { name: "security-headers" },
);
