import { errorResponseSchema, idSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  noteBodySchema,
  noteCreatedResponseSchema,
  notesResponseSchema,
} from "@ebm/shared/schemas/scheduler";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * /api/notes (part 2 §3, §7): notes on meetings. Everyone at a meeting's table (sender,
 * recipient, colleagues added to it) shares them; private notes reach their author only.
 */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notes } = app.services;

  // The spec's address ends in a slash; the document names it without one, and both answer alike.
  for (const url of ["/api/notes", "/api/notes/"])
    app.post(
      url,
      {
        config: { access: "attendee", rateClass: "own" },
        schema: {
          hide: url.endsWith("/"),
          tags: ["notes"],
          summary:
            "Adds a note to a meeting the caller sits at (as sender, recipient or added colleague); a note on a colleague's meeting is kept on the meeting it hangs off, so the whole table shares it. The author is the caller (createdBy is ignored); the message is trimmed, 1 to 2000 characters. One person keeps at most 20 notes on a meeting, private ones included: 409 for the next until they delete one. 404 for a meeting the caller is not part of and for a blocked slot",
          body: noteBodySchema,
          response: { 201: noteCreatedResponseSchema, ...errors, 409: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const note = await notes.add(sessionOf(request).id, request.body);
        return reply.code(201).send({ status: 201, note });
      },
    );

  app.get(
    "/api/notes/:id",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["notes"],
        summary:
          "The notes of a meeting (id = meeting id), oldest first: every shared note of the table and the caller's own private notes. 404 for a meeting the caller is not part of",
        params: z.object({ id: idSchema }),
        response: { 200: notesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      notes: await notes.list(request.params.id, sessionOf(request).id),
    }),
  );

  app.delete(
    "/api/notes/:id",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["notes"],
        summary:
          "Deletes a note (id = note id); only its author may (403 for another person's shared note at the same table). 404 for a note the caller cannot read",
        params: z.object({ id: idSchema }),
        response: {
          200: statusOnlySchema,
          403: errorResponseSchema,
          ...errors,
          413: errorResponseSchema.describe("A body was sent that is too large (DELETE takes none)"),
          415: errorResponseSchema.describe("A body was sent of a media type the API does not take"),
        },
      },
    },
    async (request) => {
      await notes.remove(request.params.id, sessionOf(request).id);
      return { status: 200 };
    },
  );
};

export default notesRoutes;
