import type { Readable } from "node:stream";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import type { FastifyReply } from "fastify";
import { z } from "zod";

const e = errorResponseSchema;

/**
 * The error answers every organiser route declares: 400 for input its schemas refuse, 401 for a
 * visitor and 403 for an attendee (its `access: "organiser"`). A route adds its own after them:
 * `{ 200: …, ...organiserErrors, 404: errorResponseSchema }`.
 */
export const organiserErrors = { 400: e, 401: e, 403: e };

/** The body of an action that takes none: an empty object, or nothing at all. */
export const noBody = z.object({}).passthrough().nullish();

/** The 200 of a CSV export: a stream is sent as it is, so the schema only documents it. */
export const csvFileResponse = z
  .unknown()
  .meta({ type: "string", description: "CSV file, UTF-8 with a byte order mark" });

/** Sends a CSV export as a download named `filename`, streamed. */
export function sendCsv(reply: FastifyReply, file: { filename: string; stream: Readable }) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .send(file.stream);
}
