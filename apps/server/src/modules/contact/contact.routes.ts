import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  captchaChallengeSchema,
  contactMessageBodySchema,
  contactMessageResponseSchema,
} from "@ebm/shared/schemas/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";
import { addressKey, callerKey } from "../../plugins/rate-classes.ts";
import { HOUR_MS, keyDigest, MINUTE_MS, type RouteRateLimit } from "../../plugins/rate-limit.ts";
import contactInfoRoutes from "./contact-info.routes.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** Contact messages (part 2 §7 "Mail"); mail goes through the outbox. The contact page's details are /api/misc/contactInfo. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app.services;

  /**
   * Both forms share one budget per sender and hour, counted on every attempt, so a script cannot
   * turn the site into a mail relay: a visitor's client address, a signed-in user's account (a
   * venue's shared address must not use up everyone's). With Redis it holds across instances.
   */
  const messagesPerHour: RouteRateLimit = {
    name: "contact-message",
    max: app.config.CONTACT_MESSAGES_PER_HOUR,
    windowMs: HOUR_MS,
    key: callerKey,
  };

  app.get(
    "/api/mail/captcha",
    {
      config: { access: "public", rateLimit: { max: 120, windowMs: MINUTE_MS } },
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
      config: { access: "public", rateClass: "public", rateLimit: messagesPerHour },
      schema: {
        tags: ["mail"],
        summary:
          "Message to the organisers, or to the team member named by recipientId (recipientEmail is ignored). Visitors give their name, e-mail and a solved captcha (single use); signed-in users write as themselves. Answers {status:200} once the mail is queued",
        body: contactMessageBodySchema,
        response: { 200: contactMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await contact.sendToOrganisers(request.body, request.session, keyDigest(addressKey(request)));
      return { status: 200 };
    },
  );

  app.post(
    "/api/mail/sendMailToContact",
    {
      config: { access: "attendee", rateClass: "reach", rateLimit: messagesPerHour },
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

  await app.register(contactInfoRoutes);
};

export default contactRoutes;
