import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  bannerBodySchema,
  CONTENT_IMAGE_MAX_BYTES,
  consoleBannerResponseSchema,
  consoleBannersResponseSchema,
  consoleSponsorResponseSchema,
  consoleSponsorsResponseSchema,
  contentIdParamsSchema,
  contentImageQuerySchema,
  contentImageResponseSchema,
  sponsorBodySchema,
  sponsorOrderBodySchema,
} from "@ebm/shared/schemas/organiser-content";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, badRequest } from "../../../lib/errors.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { organiserErrors } from "../organiser.http.ts";
import pagesRoutes from "./pages.routes.ts";

const withNotFound = { ...organiserErrors, 404: errorResponseSchema };

/** A DELETE takes no body: one sent anyway is refused by the framework. */
const deleteErrors = {
  ...withNotFound,
  413: errorResponseSchema.describe("A body was sent that is too large (DELETE takes none)"),
  415: errorResponseSchema.describe("A body was sent of a media type the API does not take"),
};

/** /api/organiser/content/*: the content editors, sponsors and banners (organisers only). */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, for the picture uploads of this section only.
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  // The program, tech talk, testimonials, galleries and team: pages.routes.ts.
  await app.register(pagesRoutes);
  const content = () => app.services.organiser.content;
  const actor = (request: Parameters<typeof sessionOf>[0]) => ({ id: sessionOf(request).id });

  app.post(
    "/api/organiser/content/images",
    {
      // Each call decodes a picture of up to 40 million pixels: a budget of its own.
      config: { access: "organiser", rateClass: "staffUpload" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: uploads a picture for the content editors as multipart/form-data (one `file`, JPEG, PNG or WebP, at most 5 MB). It is re-encoded without its metadata for its `kind`: a sponsor logo within 640×320 (PNG), a banner cropped to 1456×180 (WebP, shown as 728×90) a banner's phone creative cropped to 640×200 (shown as 320×100), a speaker's photo cropped to 400×400 (WebP) or a gallery picture within 1600×1600 (WebP). Answers its address, which a sponsor, banner, speaker or gallery then names; 400 naming `file` for anything else, 413 for a larger file",
        querystring: contentImageQuerySchema,
        response: { 200: contentImageResponseSchema, ...organiserErrors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const file = await request.file().catch(() => {
        throw badRequest("file: send the picture as multipart/form-data", "file");
      });
      if (file?.fieldname !== "file") throw badRequest("file: This field is required", "file");
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError(
            413,
            `file: the file is too large (at most ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
            "file",
          );
        throw err;
      }
      return { status: 200 as const, payload: await content().uploadImage(request.query.kind, bytes) };
    },
  );

  app.get(
    "/api/organiser/content/sponsors",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary: "Organiser staff: the current edition's sponsors in their order on the public site",
        response: { 200: consoleSponsorsResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: { items: await content().sponsors() } }),
  );

  app.post(
    "/api/organiser/content/sponsors",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: adds a sponsor to the current edition, last in its order, with the audit entry sponsor.create. `logoUrl` is the address an upload of kind sponsor-logo answered. The public site shows it at once",
        body: sponsorBodySchema,
        response: { 200: consoleSponsorResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await content().createSponsor(request.body, actor(request)),
    }),
  );

  app.put(
    "/api/organiser/content/sponsors/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes a sponsor of the current edition (name, website, tier, logo), with the audit entry sponsor.update. 404 for a sponsor of another edition or none",
        params: contentIdParamsSchema,
        body: sponsorBodySchema,
        response: { 200: consoleSponsorResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await content().updateSponsor(request.params.id, request.body, actor(request)),
    }),
  );

  app.delete(
    "/api/organiser/content/sponsors/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: removes a sponsor of the current edition, with the audit entry sponsor.delete. 404 for a sponsor of another edition or none",
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await content().deleteSponsor(request.params.id, actor(request));
      return { status: 200 };
    },
  );

  app.post(
    "/api/organiser/content/sponsors/order",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: puts the current edition's sponsors in the order of `ids`, which names each of them once (400 otherwise), with the audit entry sponsor.order",
        body: sponsorOrderBodySchema,
        response: { 200: consoleSponsorsResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: { items: await content().orderSponsors(request.body.ids, actor(request)) },
    }),
  );

  app.get(
    "/api/organiser/content/banners",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary: "Organiser staff: every sponsor banner, shown or not, with its clicks",
        response: { 200: consoleBannersResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: { items: await content().banners() } }),
  );

  app.post(
    "/api/organiser/content/banners",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: adds a banner (its picture and, optionally, a phone creative, both uploaded first), with the audit entry banner.create",
        body: bannerBodySchema,
        response: { 200: consoleBannerResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await content().createBanner(request.body, actor(request)),
    }),
  );

  app.put(
    "/api/organiser/content/banners/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes a banner (pictures, link, alternative text, whether it counts clicks, whether it is shown), with the audit entry banner.update. 404 for an unknown id",
        params: contentIdParamsSchema,
        body: bannerBodySchema,
        response: { 200: consoleBannerResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await content().updateBanner(request.params.id, request.body, actor(request)),
    }),
  );

  app.delete(
    "/api/organiser/content/banners/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: removes a banner and its clicks, with the audit entry banner.delete. 404 for an unknown id",
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await content().deleteBanner(request.params.id, actor(request));
      return { status: 200 };
    },
  );
};

export default contentRoutes;
