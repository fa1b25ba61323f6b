import { PROFILE_PICTURE } from "@ebm/shared/profile";
import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  companyParamsSchema,
  companyResponseSchema,
  fetchProfilePicturesBodySchema,
  largePictureParamsSchema,
  largePictureResponseSchema,
  ownPictureResponseSchema,
  profilePicturesResponseSchema,
  updateCompanyBodySchema,
  updateContactBodySchema,
  uploadPictureFormSchema,
  uploadPictureResponseSchema,
} from "@ebm/shared/schemas/companies";
import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, badRequest } from "../../lib/errors.ts";
import { sendUpdatedUser, sessionOf } from "../../plugins/auth.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * /api/companies/* (part 1 §7, part 2 §7): company detail, the own profile and profile pictures.
 * The password calls the spec also places under this prefix live in modules/auth, the leads in
 * modules/leads.
 */
const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only: no other route takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE.maxBytes, files: 1, fields: 10, parts: 11 },
  });
  const { companies, pictures, auth } = app.services;

  /** The client keeps the user's name and picture; after a change it gets the fresh copy. */
  async function sendFreshUser(reply: FastifyReply, userId: number) {
    const user = await auth.user(userId);
    if (user) sendUpdatedUser(reply, user);
  }

  /** The one file of the `picture` field, within the size limit. */
  async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
    const file = await request.file().catch(() => {
      throw badRequest("picture: send the picture as multipart/form-data", "picture");
    });
    if (file?.fieldname !== "picture") throw badRequest("picture: This field is required", "picture");
    try {
      return await file.toBuffer();
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new AppError(
          413,
          `picture: the file is too large (at most ${PROFILE_PICTURE.maxBytes / 1024 / 1024} MB)`,
          "picture",
        );
      throw err;
    }
  }

  app.get(
    "/api/companies/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["companies"],
        summary:
          "Company page. Visitors, signed-in users on a company that is not a full member (status 3), and signed-in users whose own company does not attend the current edition get the header fields only and no contacts; signed-in users of an attending company on a full member, and anyone on their own company, get everything and the contacts (e-mail only on their own record). 404 unless the company attends the current edition or is the caller's own",
        params: companyParamsSchema,
        response: { 200: companyResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      result: await companies.detail(request.params.id, request.session),
    }),
  );

  app.post(
    "/api/companies/updateCompany",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["companies"],
        summary:
          "Saves the caller's own company: phone, street address (city and postal code when given), description (at most 350 characters), website (no spaces; empty is stored as '-'), 1 to 3 main interests and the trade type in preferences. 403 for any other company",
        body: updateCompanyBodySchema,
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await companies.updateCompany(sessionOf(request), request.body);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/updateContact",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["companies"],
        summary:
          "Saves the caller's own contact record (e-mail cannot be changed here); the fresh user comes back in the updated-user header. 403 for any other contact, colleagues included",
        body: updateContactBodySchema,
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await companies.updateContact(session, request.body);
      await sendFreshUser(reply, session.id);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/uploadPicture",
    {
      config: {
        access: "attendee",
        rateClass: "upload",
        rateLimit: {
          max: 20,
          windowMs: MINUTE_MS,
          key: (request) => String(request.session?.id ?? request.ip),
        },
      },
      schema: {
        tags: ["companies"],
        summary:
          "The caller's new profile picture: multipart/form-data with the file in the field `picture`, a JPEG or PNG (by content) of at most 2 MB and 4096×4096 pixels. It is turned upright, stripped of its metadata and stored as a JPEG of at most 400×400 plus a 128×128 thumbnail. 400 for anything else, 413 for a larger file",
        consumes: ["multipart/form-data"],
        multipart: uploadPictureFormSchema,
        response: {
          200: uploadPictureResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const stored = await pictures.upload(session, await uploadedPicture(request));
      await sendFreshUser(reply, session.id);
      return { status: 200, ...stored };
    },
  );

  app.post(
    "/api/companies/removePicture",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["companies"],
        summary: "Removes the caller's profile picture (both sizes)",
        response: { 200: statusOnlySchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await pictures.remove(session);
      await sendFreshUser(reply, session.id);
      return { status: 200 };
    },
  );

  app.get(
    "/api/companies/fetchPicture",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["companies"],
        summary: "The caller's own small profile picture (null when none)",
        response: { 200: ownPictureResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ status: 200, profilePic: await pictures.own(sessionOf(request)) }),
  );

  app.get(
    "/api/companies/fetchLargePicture/:contactId",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["companies"],
        summary:
          "The large picture of a contact on a company page the caller may see in full (a full member that attends, seen by a user whose company attends too, or the caller's own company); 404 otherwise",
        params: largePictureParamsSchema,
        response: { 200: largePictureResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      profilePicLarge: await pictures.large(sessionOf(request), request.params.contactId),
    }),
  );

  app.post(
    "/api/companies/fetchProfilePictures",
    {
      config: { access: "attendee", rateClass: "read" },
      schema: {
        tags: ["companies"],
        summary:
          "Small pictures of the contacts shown on a company page the caller may see in full; 404 for any other company",
        body: fetchProfilePicturesBodySchema,
        response: { 200: profilePicturesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      pictures: await pictures.ofCompany(sessionOf(request), request.body.companyId),
    }),
  );
};

export default companiesRoutes;
