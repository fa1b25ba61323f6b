import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  captchaChallengeSchema,
  contactInfoResponseSchema,
  contactMessageBodySchema,
  contactMessageResponseSchema,
} from "@ebm/shared/schemas/mail";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { jsonCache, sendJson } from "../../lib/json-cache.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { companiesService } from "../companies/companies.service.ts";
import { captchaService } from "./mail.captcha.ts";
import { contactService } from "./mail.service.ts";

const HOUR_MS = 60 * 60 * 1000;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** The contact page and contact messages (part 2 §7 "Mail"); mail goes through the outbox. */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  // The contact page's details are the same for everyone and change rarely.
  const cachedInfo = jsonCache(5_000);
  const companies = companiesService({ db: app.db, misc: app.misc });
  const contact = contactService({
    db: app.db,
    mail: app.mail,
    misc: app.misc,
    captcha: captchaService({ hmacKey: app.config.CAPTCHA_HMAC_KEY }),
    // Messages reach only contacts whose company page the sender may see (part 2 §6).
    assertVisibleContact: (contactId, viewer) => companies.visibleContact(contactId, viewer),
  });

  // Used captchas are kept only until their challenge expires.
  const purge = () =>
    contact.purgeExpiredCaptchas().catch((err) => app.log.warn({ err }, "could not purge used captchas"));
  const purgeTimer = setInterval(purge, HOUR_MS);
  purgeTimer.unref();
  app.addHook("onClose", async () => clearInterval(purgeTimer));

  /**
   * Both forms share one budget per client address and hour, counted on every attempt, so a
   * script cannot turn the site into a mail relay. With Redis it holds across instances.
   */
  const byAddress = app.createRateLimit({
    max: app.config.CONTACT_MESSAGES_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `contact-message:address:${request.ip}`,
  });
  const limitMessages = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await byAddress(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new AppError(429, `Too many requests. Please try again in ${result.ttlInSeconds} seconds.`);
    }
  };

  app.get(
    "/api/misc/contactInfo",
    {
      schema: {
        tags: ["mail"],
        summary:
          "Contact page (a path of this app; the spec names none): the organising team with phone and WhatsApp digits (no e-mail addresses), the venue hotel and the organiser's postal, office, banking and company registration details",
        response: { 200: contactInfoResponseSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedInfo("contactInfo", async () => ({ status: 200, payload: await contact.contactInfo() })),
      ),
  );

  app.get(
    "/api/mail/captcha",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["mail"],
        summary:
          "A fresh ALTCHA proof-of-work challenge for the contact form (valid 10 minutes, redeemable once); the altcha-widget's challengeurl",
        response: { 200: captchaChallengeSchema, 429: errorResponseSchema },
      },
    },
    async () => {
      return contact.captchaChallenge();
    },
  );

  app.post(
    "/api/mail/sendMailToTBS",
    {
      preValidation: limitMessages,
      schema: {
        tags: ["mail"],
        summary:
          "Message to the organisers, or to the team member named by recipientId (recipientEmail is ignored). Visitors give their name, e-mail and a solved captcha (single use); signed-in users write as themselves. Answers {status:200} once the mail is queued",
        body: contactMessageBodySchema,
        response: { 200: contactMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await contact.sendToOrganisers(request.body, request.session);
      return { status: 200 };
    },
  );

  app.post(
    "/api/mail/sendMailToContact",
    {
      onRequest: app.requireUser,
      preValidation: limitMessages,
      schema: {
        tags: ["mail"],
        summary:
          "Signed-in user's message to the contact recipientId of another company; the server looks up the address and sets Reply-To to the user. Answers {status:200} once the mail is queued",
        body: contactMessageBodySchema,
        response: { 200: contactMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await contact.sendToContact(request.body, sessionOf(request));
      return { status: 200 };
    },
  );
};

export default mailRoutes;
