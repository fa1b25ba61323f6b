import { EXPORTS_PER_HOUR } from "@ebm/shared/privacy";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  eraseMeBodySchema,
  erasePersonBodySchema,
  erasePersonParamsSchema,
  erasureResponseSchema,
  myPrivacyBodySchema,
  myPrivacyResponseSchema,
  organiserPrivacyResponseSchema,
  privacyNoticeResponseSchema,
  privacySettingsSchema,
} from "@ebm/shared/schemas/privacy";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";

const e = errorResponseSchema;
const HOUR_MS = 60 * MINUTE_MS;

/** The archive as a download; the schema only documents it. */
const zipResponse = z.unknown().meta({ type: "string", format: "binary", description: "ZIP archive" });

const accountKey = (request: FastifyRequest) => String(request.session?.id ?? request.ip);
/** Exports are heavy to build: so many an hour per account. */
const exportLimit = { max: EXPORTS_PER_HOUR, windowMs: HOUR_MS, key: accountKey };
/** Changes of the consent and switches an account may make in an hour. */
const PRIVACY_CHANGES_PER_HOUR = 60;
/** Tries of the account's own erasure (each asks the password) in an hour. */
const ERASE_TRIES_PER_HOUR = 10;

function sendZip(reply: FastifyReply, archive: { fileName: string; bytes: Buffer }) {
  return reply
    .header("content-type", "application/zip")
    .header("content-disposition", `attachment; filename="${archive.fileName}"`)
    .header("cache-control", "no-store")
    .send(archive.bytes);
}

/**
 * /api/privacy (the notice), /api/me/privacy, /api/me/data-export and /api/me/erase (the person's
 * own), /api/organiser/privacy… (organiser staff: settings, retention, export and erasure on request).
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = () => app.services.privacy;

  app.get(
    "/api/privacy",
    {
      config: { access: "public" },
      schema: {
        tags: ["privacy"],
        summary:
          "The privacy notice: controller, purposes, recipients, retention, rights and what the browser keeps, with its version and the time of its last change",
        response: { 200: privacyNoticeResponseSchema },
      },
    },
    async () => ({ status: 200, notice: await privacy().notice() }),
  );

  app.get(
    "/api/me/privacy",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["privacy"],
        summary:
          "The caller's consent to the privacy notice (consentNeeded until the current version is accepted), their directory listing and who sees their phone and messenger, and the history of those choices",
        response: { 200: myPrivacyResponseSchema, 401: e, 404: e },
      },
    },
    async (request) => ({ status: 200, privacy: await privacy().mine(sessionOf(request).id) }),
  );

  app.put(
    "/api/me/privacy",
    {
      config: {
        access: "attendee",
        rateClass: "own",
        // Each change is recorded for good, and a listing change refreshes everyone's suggestions.
        rateLimit: { max: PRIVACY_CHANGES_PER_HOUR, windowMs: HOUR_MS, key: accountKey },
      },
      schema: {
        tags: ["privacy"],
        summary:
          "Accepts the current privacy notice (acceptNotice: its version; 409 when it changed since) and/or changes the directory listing and who sees the caller's phone and messenger. Each change is recorded with the notice's version, the time and where it was made. Someone not listed is left out of company pages and suggestions for others; their meetings and chats go on",
        body: myPrivacyBodySchema,
        response: { 200: myPrivacyResponseSchema, 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      status: 200,
      privacy: await privacy().update(sessionOf(request).id, request.body, new Date()),
    }),
  );

  app.get(
    "/api/me/data-export",
    {
      config: { access: "attendee", rateLimit: exportLimit },
      schema: {
        tags: ["privacy"],
        summary: `Everything the app holds about the caller, as a ZIP archive: data.json, one CSV per kind of record and a README. ${EXPORTS_PER_HOUR} an hour`,
        produces: ["application/zip"],
        response: { 200: zipResponse, 401: e, 404: e },
      },
    },
    async (request, reply) => sendZip(reply, await privacy().exportOf(sessionOf(request).id, new Date())),
  );

  app.post(
    "/api/me/erase",
    {
      config: {
        access: "attendee",
        rateClass: "auth",
        // The password is asked again: as few tries as a sign-in gets, whoever holds the session.
        rateLimit: { max: ERASE_TRIES_PER_HOUR, windowMs: HOUR_MS, key: accountKey },
      },
      schema: {
        tags: ["privacy"],
        summary:
          "Deletes the caller's account: with their password and the word DELETE. Their meetings still to come are called off, their data deleted or anonymised everywhere (their messages stay for the other side from a former attendee), the invoice kept pseudonymised; their sessions end. 400 (field password) for a wrong password; 409 for organiser staff",
        body: eraseMeBodySchema,
        response: { 200: erasureResponseSchema, 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      status: 200,
      erasure: await privacy().eraseSelf(sessionOf(request).id, request.body.password, app.eventNow()),
    }),
  );

  app.get(
    "/api/organiser/privacy",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the privacy notice's settings and version, and each past edition's retention: when its people are warned and its data purged, and what it purges",
        response: { 200: organiserPrivacyResponseSchema, 401: e, 403: e },
      },
    },
    async () => ({ status: 200, privacy: await privacy().console(app.eventNow()) }),
  );

  app.put(
    "/api/organiser/privacy",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: saves the privacy notice's settings and the retention; the notice's version grows, so everyone is asked to accept it again. Writes a `privacy.settings` audit entry",
        body: privacySettingsSchema,
        response: { 200: organiserPrivacyResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      await privacy().saveSettings({ id: sessionOf(request).id }, request.body, new Date());
      return { status: 200, privacy: await privacy().console(app.eventNow()) };
    },
  );

  app.get(
    "/api/organiser/privacy/people/:contactId/export",
    {
      config: { access: "organiser", rateLimit: exportLimit },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: everything the app holds about a person, on their request, as the person's own export. 404 for an unknown or erased person",
        params: erasePersonParamsSchema,
        produces: ["application/zip"],
        response: { 200: zipResponse, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => sendZip(reply, await privacy().exportOf(request.params.contactId, new Date())),
  );

  app.post(
    "/api/organiser/privacy/people/:contactId/erase",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: erases a person on their request, as their own deletion does, confirmed with the word DELETE. 404 for an unknown person, 409 for one erased already or the caller's own account. Writes a `privacy.erase` audit entry without the person's data",
        params: erasePersonParamsSchema,
        body: erasePersonBodySchema,
        response: { 200: erasureResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      status: 200,
      erasure: await privacy().eraseOnRequest(
        { id: sessionOf(request).id },
        request.params.contactId,
        new Date(),
      ),
    }),
  );
};

export default privacyRoutes;
