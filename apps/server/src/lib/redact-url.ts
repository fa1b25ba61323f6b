import type { FastifyRequest } from "fastify";

/** What a secret in a logged address is replaced with. */
export const REDACTED = "[redacted]";

/**
 * Query parameters that carry a secret: the mailed password link (`/?reset=`), the payment return
 * key (`/payment/return?key=`, `/api/payments/status?key=`), and by the end of their names any
 * token, key, secret or password that a later link or a mistyped client may put in an address
 * (`resetToken`, `api_key`). Compared in lower case.
 */
const SECRET_PARAMS = new Set(["reset", "sig", "signature"]);
const SECRET_PARAM_SUFFIX = /(token|key|secret|password)$/;

/**
 * Paths whose segment after the matched prefix is itself a secret: the simulated checkout's
 * payment id lets whoever holds it finish the payment; a calendar feed's address is its only key.
 */
const SECRET_SEGMENTS = [
  /^(\/payment\/checkout\/)[^/]+/,
  /^(\/api\/payments\/simulated\/)[^/]+/,
  /^(\/api\/scheduler\/calendar\/)[^/]+/,
];

function isSecretParam(rawName: string): boolean {
  let name = rawName.replaceAll("+", " ");
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed name is judged as it was sent.
  }
  const lower = name.trim().toLowerCase();
  return SECRET_PARAMS.has(lower) || SECRET_PARAM_SUFFIX.test(lower);
}

/**
 * The address with the values of secret query parameters and secret path segments replaced, the
 * rest kept as sent, so a log still shows which page was asked for.
 * @example redactUrl("/payment/return?registration=7&key=abc") // "/payment/return?registration=7&key=[redacted]"
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = SECRET_SEGMENTS.reduce((p, pattern) => p.replace(pattern, `$1${REDACTED}`), pathname);
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equalsAt = pair.indexOf("=");
      const name = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
      return equalsAt !== -1 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * The text with the secrets of its links hidden (a password link's `?reset=` token, a payment's
 * return key): staff read what was sent without being able to use someone else's link. The
 * console's outbox shows every mail so; the development outbox all but those of test accounts.
 * @example withSecretsHidden("Open https://ebm.example/?reset=abc.") // "Open https://ebm.example/?reset=[redacted]."
 */
export function withSecretsHidden(text: string): string {
  return text.replace(LINK, (match) => {
    // A sentence's full stop or a closing bracket after a link is not part of it.
    const trailing = /[.,;:!?)\]]*$/.exec(match)?.[0] ?? "";
    const link = match.slice(0, match.length - trailing.length);
    try {
      const url = new URL(link);
      return `${url.origin}${redactUrl(`${url.pathname}${url.search}`)}${url.hash}${trailing}`;
    } catch {
      return match;
    }
  });
}

/** Fastify's own request serialiser for the log, with the address redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.["accept-version"],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Adds the redacting request serialiser to a logger setting (`true`, or pino options), so every
 * request log line, in development and production alike, shows addresses without their secrets.
 * @example Fastify({ logger: withRedactedUrls({ level: "info" }) })
 */
export function withRedactedUrls<T extends boolean | object>(logger: T): T | object {
  if (logger === false) return logger;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
