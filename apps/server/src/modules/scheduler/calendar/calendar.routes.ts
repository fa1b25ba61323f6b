import { errorResponseSchema, idSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import { calendarFeedResponseSchema } from "@ebm/shared/schemas/scheduler";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hashToken } from "../../../lib/tokens.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { MINUTE_MS } from "../../../plugins/rate-limit.ts";

const calendarFile = z
  .unknown()
  .meta({ type: "string", description: "iCalendar (RFC 5545) text, UTF-8, CRLF line ends" });

/** A body sent with a DELETE is read like any other: it can be malformed, too large or of another type. */
const bodyErrors = {
  400: errorResponseSchema.describe("A body was sent that does not parse"),
  413: errorResponseSchema.describe("A body was sent that is too large"),
  415: errorResponseSchema.describe("A body was sent of a media type the API does not take"),
};

const sendCalendar = (reply: FastifyReply, text: string) =>
  reply.type("text/calendar; charset=utf-8").header("cache-control", "private, no-store").send(text);

/**
 * The user's meetings in their own calendar app: a personal feed at a secret, revocable address
 * (the secret is stored only as its SHA-256 and shown once), and single meetings as files.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendar } = app.services;

  app.get(
    "/api/scheduler/calendar",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "Whether the caller has a personal calendar feed and since when (createdAt, null without one). The address itself is shown only when it is made, so url is always null here",
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ({ status: 200, ...(await calendar.feedStatus(sessionOf(request).id)) }),
  );

  app.post(
    "/api/scheduler/calendar",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["scheduler"],
        summary:
          "Makes the caller's personal calendar feed, or replaces its address: url is the new secret address (shown this once; the previous one answers 404 from now on). Subscribe to it in a calendar app. A new password (changed, or set through a mailed link) turns the feed off with the user's other sessions; make a new one after it",
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ({ status: 200, ...(await calendar.newFeed(sessionOf(request).id)) }),
  );

  app.delete(
    "/api/scheduler/calendar",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["scheduler"],
        summary: "Turns the caller's calendar feed off: its address answers 404 from now on",
        response: { 200: statusOnlySchema, ...bodyErrors },
      },
    },
    async (request) => {
      await calendar.revokeFeed(sessionOf(request).id);
      return { status: 200 };
    },
  );

  app.get(
    "/api/scheduler/calendar/:token.ics",
    {
      config: {
        access: "public",
        // Calendar apps look a few times an hour; counted per feed, since many users' feeds are
        // fetched from the same calendar service's addresses.
        // A client that tries made-up addresses is held by its own network first, so it cannot
        // make the store count an unbounded number of feeds.
        rateLimit: [
          { max: 600, windowMs: MINUTE_MS, name: "calendar-feed-address" },
          {
            max: 60,
            windowMs: MINUTE_MS,
            name: "calendar-feed",
            key: (request) => hashToken(String((request.params as { token?: unknown }).token ?? "")),
          },
        ],
      },
      schema: {
        tags: ["scheduler"],
        summary:
          "A personal calendar feed (the secret address from POST /api/scheduler/calendar is the credential): the owner's meetings of the current edition, accepted ones CONFIRMED, requests TENTATIVE, cancelled, declined and lapsed ones CANCELLED; blocked slots are left out. 404 for an address that was replaced, turned off or never made",
        params: z.object({ token: z.string() }),
        produces: ["text/calendar"],
        response: { 200: calendarFile, 404: errorResponseSchema },
      },
    },
    async (request, reply) => sendCalendar(reply, await calendar.feed(request.params.token, new Date())),
  );

  app.get(
    "/api/scheduler/meetings/:id/ics",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "One of the caller's meetings as a calendar file (the same event, UID and SEQUENCE as in the feed), as a download. 404 for a meeting the caller is not part of and for a blocked slot",
        params: z.object({ id: idSchema }),
        produces: ["text/calendar"],
        response: { 200: calendarFile, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const text = await calendar.meetingFile(sessionOf(request).id, request.params.id, new Date());
      reply.header("content-disposition", `attachment; filename="meeting-${request.params.id}.ics"`);
      return sendCalendar(reply, text);
    },
  );
};

export default calendarRoutes;
