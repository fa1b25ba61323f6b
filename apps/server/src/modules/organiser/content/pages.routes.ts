import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import { contentIdParamsSchema } from "@ebm/shared/schemas/organiser-content";
import {
  consoleGalleriesResponseSchema,
  consoleGalleryPictureResponseSchema,
  consoleGalleryResponseSchema,
  consoleProgramDayResponseSchema,
  consoleProgramItemResponseSchema,
  consoleProgramResponseSchema,
  consoleSpeakerResponseSchema,
  consoleTeamMemberResponseSchema,
  consoleTeamResponseSchema,
  consoleTechTalkResponseSchema,
  consoleTechTalksResponseSchema,
  consoleTestimonialResponseSchema,
  consoleTestimonialsResponseSchema,
  contentOrderBodySchema,
  galleryBodySchema,
  galleryPictureBodySchema,
  galleryPicturesBodySchema,
  programDayBodySchema,
  programItemBodySchema,
  speakerBodySchema,
  teamMemberBodySchema,
  techTalkBodySchema,
  testimonialBodySchema,
} from "@ebm/shared/schemas/organiser-content-pages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { organiserErrors } from "../organiser.http.ts";

const withNotFound = { ...organiserErrors, 404: errorResponseSchema };
/** A DELETE takes no body: one sent anyway is refused by the framework. */
const deleteErrors = {
  ...withNotFound,
  413: errorResponseSchema.describe("A body was sent that is too large (DELETE takes none)"),
  415: errorResponseSchema.describe("A body was sent of a media type the API does not take"),
};
const read = { access: "organiser" } as const;
const write = { access: "organiser", rateClass: "staff" } as const;
const P = "/api/organiser/content";
const ONCE = "The public site shows the change at once";

/**
 * /api/organiser/content/{program,techtalks,testimonials,galleries,team}: the editors of the public
 * pages' content (organisers only). Every change is audited; ids of another edition answer 404.
 */
const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = () => app.services.organiser.content.pages;
  const actor = (request: Parameters<typeof sessionOf>[0]) => ({ id: sessionOf(request).id });
  const tags = ["organiser"];

  // --- Program ---
  app.get(
    `${P}/program`,
    {
      config: read,
      schema: {
        tags,
        summary:
          "Organiser staff: the current edition's program, its days in order with their sessions, times in the edition's zone",
        response: { 200: consoleProgramResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await pages().program() }),
  );
  app.post(
    `${P}/program/days`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a day to the program (days are numbered in date order), audited as program.day.create; 400 naming \`date\` for a day it has. ${ONCE}`,
        body: programDayBodySchema,
        response: { 200: consoleProgramDayResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createProgramDay(request.body, actor(request)),
    }),
  );
  app.put(
    `${P}/program/days/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a program day's date or name (its sessions keep their times), audited as program.day.update; 404 for a day of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: programDayBodySchema,
        response: { 200: consoleProgramDayResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().updateProgramDay(request.params.id, request.body, actor(request)),
    }),
  );
  app.delete(
    `${P}/program/days/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a program day and its sessions, audited as program.day.delete; 404 for a day of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteProgramDay(request.params.id, actor(request));
      return { status: 200 };
    },
  );
  app.post(
    `${P}/program/days/:id/order`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Organiser staff: puts a day's sessions in the order of `ids`, which names each once (400 otherwise), audited as program.item.order",
        params: contentIdParamsSchema,
        body: contentOrderBodySchema,
        response: { 200: consoleProgramDayResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().orderProgramDay(request.params.id, request.body.ids, actor(request)),
    }),
  );
  app.post(
    `${P}/program/items`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a session to a day of the program, last in its order, audited as program.item.create. Times are wall-clock times in the edition's zone; 400 naming \`dayId\` for a day of another edition, \`timeEnd\` for an end not after the start. ${ONCE}`,
        body: programItemBodySchema,
        response: { 200: consoleProgramItemResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createProgramItem(request.body, actor(request)),
    }),
  );
  app.put(
    `${P}/program/items/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a session of the program, audited as program.item.update; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: programItemBodySchema,
        response: { 200: consoleProgramItemResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().updateProgramItem(request.params.id, request.body, actor(request)),
    }),
  );
  app.delete(
    `${P}/program/items/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a session of the program, audited as program.item.delete; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteProgramItem(request.params.id, actor(request));
      return { status: 200 };
    },
  );

  // --- Tech talk ---
  app.get(
    `${P}/techtalks`,
    {
      config: read,
      schema: {
        tags,
        summary: "Organiser staff: the current edition's tech talks and speakers",
        response: { 200: consoleTechTalksResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await pages().techTalks() }),
  );
  app.post(
    `${P}/speakers`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a speaker (\`profilePic\` an upload of kind speaker-photo, or "" for initials), audited as speaker.create. ${ONCE}`,
        body: speakerBodySchema,
        response: { 200: consoleSpeakerResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createSpeaker(request.body, actor(request)),
    }),
  );
  app.put(
    `${P}/speakers/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a speaker, audited as speaker.update; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: speakerBodySchema,
        response: { 200: consoleSpeakerResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().updateSpeaker(request.params.id, request.body, actor(request)),
    }),
  );
  app.delete(
    `${P}/speakers/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a speaker (and from their talks), audited as speaker.delete; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteSpeaker(request.params.id, actor(request));
      return { status: 200 };
    },
  );
  app.post(
    `${P}/techtalks`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a tech talk with its speakers (of this edition; 400 naming \`speakerIds\` otherwise), audited as techtalk.create. ${ONCE}`,
        body: techTalkBodySchema,
        response: { 200: consoleTechTalkResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createTechTalk(request.body, actor(request)),
    }),
  );
  app.put(
    `${P}/techtalks/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a tech talk and its speakers, audited as techtalk.update; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: techTalkBodySchema,
        response: { 200: consoleTechTalkResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().updateTechTalk(request.params.id, request.body, actor(request)),
    }),
  );
  app.delete(
    `${P}/techtalks/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a tech talk, audited as techtalk.delete; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteTechTalk(request.params.id, actor(request));
      return { status: 200 };
    },
  );

  // --- Testimonials ---
  app.get(
    `${P}/testimonials`,
    {
      config: read,
      schema: {
        tags,
        summary: "Organiser staff: the testimonial categories and every testimonial, shown or not, in order",
        response: { 200: consoleTestimonialsResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await pages().testimonials() }),
  );
  app.post(
    `${P}/testimonials`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a testimonial, last in its order, audited as testimonial.create; 400 naming \`catId\` for an unknown category. ${ONCE}`,
        body: testimonialBodySchema,
        response: { 200: consoleTestimonialResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createTestimonial(request.body, actor(request)),
    }),
  );
  app.put(
    `${P}/testimonials/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a testimonial (quote, person, company, category, featured, shown), audited as testimonial.update. ${ONCE}`,
        params: contentIdParamsSchema,
        body: testimonialBodySchema,
        response: { 200: consoleTestimonialResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().updateTestimonial(request.params.id, request.body, actor(request)),
    }),
  );
  app.delete(
    `${P}/testimonials/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a testimonial, audited as testimonial.delete. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteTestimonial(request.params.id, actor(request));
      return { status: 200 };
    },
  );
  app.post(
    `${P}/testimonials/order`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Organiser staff: puts the testimonials in the order of `ids`, which names each once (400 otherwise), audited as testimonial.order",
        body: contentOrderBodySchema,
        response: { 200: consoleTestimonialsResponseSchema, ...organiserErrors },
      },
    },
    async (request) => {
      await pages().orderTestimonials(request.body.ids, actor(request));
      return { status: 200 as const, payload: await pages().testimonials() };
    },
  );

  // --- Galleries ---
  app.get(
    `${P}/galleries`,
    {
      config: read,
      schema: {
        tags,
        summary: "Organiser staff: the current edition's picture galleries with their pictures, in order",
        response: { 200: consoleGalleriesResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await pages().galleries() }),
  );
  app.post(
    `${P}/galleries`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a gallery to the current edition's pictures page, last, audited as gallery.create. ${ONCE}`,
        body: galleryBodySchema,
        response: { 200: consoleGalleryResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createGallery(request.body.name, actor(request)),
    }),
  );
  app.put(
    `${P}/galleries/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: renames a gallery, audited as gallery.update; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: galleryBodySchema,
        response: { 200: consoleGalleryResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().renameGallery(request.params.id, request.body.name, actor(request)),
    }),
  );
  app.delete(
    `${P}/galleries/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a gallery and its pictures, audited as gallery.delete; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteGallery(request.params.id, actor(request));
      return { status: 200 };
    },
  );
  app.post(
    `${P}/galleries/order`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Organiser staff: puts the edition's galleries in the order of `ids`, which names each once (400 otherwise), audited as gallery.order",
        body: contentOrderBodySchema,
        response: { 200: consoleGalleriesResponseSchema, ...organiserErrors },
      },
    },
    async (request) => {
      await pages().orderGalleries(request.body.ids, actor(request));
      return { status: 200 as const, payload: await pages().galleries() };
    },
  );
  app.post(
    `${P}/galleries/:id/pictures`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds pictures to a gallery at once, last, in the order given (each an upload of kind gallery-picture with the size it answered, and a caption), audited as gallery.pictures.add; 404 for a gallery of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: galleryPicturesBodySchema,
        response: { 200: consoleGalleryResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().addPictures(request.params.id, request.body, actor(request)),
    }),
  );
  app.post(
    `${P}/galleries/:id/order`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Organiser staff: puts a gallery's pictures in the order of `ids`, which names each once (400 otherwise), audited as gallery.pictures.order",
        params: contentIdParamsSchema,
        body: contentOrderBodySchema,
        response: { 200: consoleGalleryResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().orderPictures(request.params.id, request.body.ids, actor(request)),
    }),
  );
  app.put(
    `${P}/pictures/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a gallery picture's caption, audited as gallery.picture.update; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        body: galleryPictureBodySchema,
        response: { 200: consoleGalleryPictureResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().captionPicture(request.params.id, request.body.caption, actor(request)),
    }),
  );
  app.delete(
    `${P}/pictures/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a picture from its gallery, audited as gallery.picture.delete; 404 for one of another edition. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deletePicture(request.params.id, actor(request));
      return { status: 200 };
    },
  );

  // --- Team ---
  app.get(
    `${P}/team`,
    {
      config: read,
      schema: {
        tags,
        summary: "Organiser staff: the team on the contact page, in order, with their e-mail addresses",
        response: { 200: consoleTeamResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: { items: await pages().team() } }),
  );
  app.post(
    `${P}/team`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: adds a member to the team on the contact page, last, audited as team.create (the e-mail address receives their messages and is never shown). ${ONCE}`,
        body: teamMemberBodySchema,
        response: { 200: consoleTeamMemberResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().createTeamMember(request.body, actor(request)),
    }),
  );
  app.put(
    `${P}/team/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: changes a member of the team, audited as team.update. ${ONCE}`,
        params: contentIdParamsSchema,
        body: teamMemberBodySchema,
        response: { 200: consoleTeamMemberResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await pages().updateTeamMember(request.params.id, request.body, actor(request)),
    }),
  );
  app.delete(
    `${P}/team/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: `Organiser staff: removes a member of the team, audited as team.delete. ${ONCE}`,
        params: contentIdParamsSchema,
        response: { 200: statusOnlySchema, ...deleteErrors },
      },
    },
    async (request) => {
      await pages().deleteTeamMember(request.params.id, actor(request));
      return { status: 200 };
    },
  );
  app.post(
    `${P}/team/order`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Organiser staff: puts the team in the order of `ids`, which names each once (400 otherwise), audited as team.order",
        body: contentOrderBodySchema,
        response: { 200: consoleTeamResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: { items: await pages().orderTeam(request.body.ids, actor(request)) },
    }),
  );
};

export default pagesRoutes;
