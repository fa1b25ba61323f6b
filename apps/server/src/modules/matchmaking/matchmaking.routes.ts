import { WISH_CHANGES_PER_DAY, WISHES_MAX } from "@ebm/shared/matchmaking";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  matchesQuerySchema,
  matchesResponseSchema,
  tradeBodySchema,
  tradeParamsSchema,
  tradeResponseSchema,
  wishBodySchema,
  wishesResponseSchema,
  wishParamsSchema,
} from "@ebm/shared/schemas/matchmaking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";

const DAY_MS = 24 * 60 * MINUTE_MS;

const e = errorResponseSchema;

/**
 * /api/matchmaking: what a company trades, the signed-in user's possible matches and wish list.
 * Everything is the caller's own: a wish list and matches are never read or changed for another.
 */
const matchmakingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { matchmaking } = app.services;

  app.get(
    "/api/matchmaking/trade/:companyId",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["matchmaking"],
        summary:
          "What a company looks for and offers (categories, brands, conditions, regions; empty lists when it said nothing): the caller's own company, or a company of the current edition whose page the caller sees in full. 404 for any other",
        params: tradeParamsSchema,
        response: { 200: tradeResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      companyId: request.params.companyId,
      trade: await matchmaking.trade(sessionOf(request), request.params.companyId),
    }),
  );

  app.put(
    "/api/matchmaking/trade",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["matchmaking"],
        summary:
          "Saves what the caller's own company looks for and offers, replacing what was there; the possible matches read it at once",
        body: tradeBodySchema,
        response: { 200: tradeResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const user = sessionOf(request);
      return {
        status: 200,
        companyId: user.companyId,
        trade: await matchmaking.saveTrade(user, request.body),
      };
    },
  );

  app.get(
    "/api/matchmaking/wishes",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["matchmaking"],
        summary:
          "The caller's own wish list of the current edition (newest change first), each wish marked mutual when the other company wishes to meet the caller's company too; and those mutual companies. A wish of another company that the caller's company does not return is never shown",
        response: { 200: wishesResponseSchema, 401: e },
      },
    },
    async (request) => ({ status: 200, ...(await matchmaking.wishList(sessionOf(request))) }),
  );

  app.put(
    "/api/matchmaking/wishes",
    {
      config: {
        access: "attendee",
        rateClass: "own",
        // A mutual wish shows at once: so many a day that nobody reads who wishes them by wishing
        // every company in turn.
        rateLimit: {
          max: WISH_CHANGES_PER_DAY,
          windowMs: DAY_MS,
          key: (request) => String(request.session?.id ?? request.ip),
        },
      },
      schema: {
        tags: ["matchmaking"],
        summary: `Makes or changes the caller's wish about a company of the current edition ("must", "like" or "no"), optionally naming one of its people; answers the caller's wish list. 400 for the caller's own company (field companyId) or a contactId who is not one of that company's people at the event whom the caller may reach (field contactId); 404 when the company does not attend (field companyId); 409 beyond ${WISHES_MAX} wishes; 429 beyond ${WISH_CHANGES_PER_DAY} changes a day`,
        body: wishBodySchema,
        response: { 200: wishesResponseSchema, 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      status: 200,
      ...(await matchmaking.wish(sessionOf(request), request.body)),
    }),
  );

  app.delete(
    "/api/matchmaking/wishes/:companyId",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["matchmaking"],
        summary:
          "Removes the caller's wish about a company; answers the caller's wish list. 404 when the caller has none about it",
        params: wishParamsSchema,
        response: {
          200: wishesResponseSchema,
          400: e,
          401: e,
          404: e,
          413: e.describe("A body was sent that is too large (DELETE takes none)"),
          415: e.describe("A body was sent of a media type the API does not take"),
        },
      },
    },
    async (request) => ({
      status: 200,
      ...(await matchmaking.unwish(sessionOf(request), request.params.companyId)),
    }),
  );

  app.get(
    "/api/matchmaking/matches",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["matchmaking"],
        summary:
          "The caller's possible matches in the current edition, best first, each with its reasons in words: from what the companies look for and offer, their main interests and trading type, and mutual wishes. Never the caller's own company, a company the caller's company met or asked to meet, one the caller marked no thanks, or one without anybody who takes suggestions; the person named is the company's first who does, and only when the caller sees the company's people. enabled is false (and matches empty) when the caller turned possible matches off",
        querystring: matchesQuerySchema,
        response: { 200: matchesResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => ({
      status: 200,
      ...(await matchmaking.matches(sessionOf(request), request.query.limit)),
    }),
  );
};

export default matchmakingRoutes;
