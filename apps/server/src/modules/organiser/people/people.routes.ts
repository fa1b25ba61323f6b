import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  peopleCompaniesQuerySchema,
  peopleCompaniesResponseSchema,
  peopleCompanyBodySchema,
  peopleCompanyCreatedResponseSchema,
  peopleCompanyParamsSchema,
  peopleCompanyResponseSchema,
  peopleContactBodySchema,
  peopleContactParamsSchema,
  peopleImportAcceptedResponseSchema,
  peopleImportBodySchema,
  peopleImportCreatedResponseSchema,
  peopleImportParamsSchema,
  peopleImportResponseSchema,
  peopleInvitationCreatedResponseSchema,
  peopleInvitationParamsSchema,
  peopleInvitationResponseSchema,
  peopleInviteBodySchema,
  peopleInviteCountResponseSchema,
  peopleInviteQuerySchema,
  peopleOptionsResponseSchema,
} from "@ebm/shared/schemas/organiser-people";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { noBody, organiserErrors } from "../organiser.http.ts";

/** The largest import body: the file's text (PEOPLE_IMPORT_MAX_CHARS) in JSON, with room for escapes. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * /api/organiser/people…: the companies and their contacts, added and changed by hand or imported
 * from a CSV file (preview first, then applied by the job runner), and invitations to set a
 * password (organiser staff only).
 */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.people;
  const actor = (request: Parameters<typeof sessionOf>[0]) => ({ id: sessionOf(request).id });
  const e404 = { 404: errorResponseSchema };

  app.get(
    "/api/organiser/people/options",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary: "Organiser staff: the countries and main-interest categories the company form chooses from",
        response: { 200: peopleOptionsResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await section().options() }),
  );

  app.get(
    "/api/organiser/people/companies",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: one page of the companies by name, with their contacts, attendees and contacts without a password. `q` searches the name and the contacts' names and e-mail addresses",
        querystring: peopleCompaniesQuerySchema,
        response: { 200: peopleCompaniesResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().list(request.query) }),
  );

  app.post(
    "/api/organiser/people/companies",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: adds a company (1 to 3 main interests; the membership id unique), audited as company.create. 400 naming the field",
        body: peopleCompanyBodySchema,
        response: { 201: peopleCompanyCreatedResponseSchema, ...organiserErrors },
      },
    },
    async (request, reply) => {
      const payload = await section().createCompany(actor(request), request.body);
      return reply.status(201).send({ status: 201 as const, payload });
    },
  );

  app.get(
    "/api/organiser/people/companies/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary: "Organiser staff: a company with its contacts. 404 for an unknown id",
        params: peopleCompanyParamsSchema,
        response: { 200: peopleCompanyResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().detail(request.params.id) }),
  );

  app.put(
    "/api/organiser/people/companies/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes a company's fields, audited as company.update (the names of the changed fields only). 404 for an unknown id",
        params: peopleCompanyParamsSchema,
        body: peopleCompanyBodySchema,
        response: { 200: peopleCompanyResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().updateCompany(actor(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/organiser/people/companies/:id/contacts",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: adds a contact to a company (the e-mail address unique over all contacts; `attending` adds them to the current edition), audited as contact.create. Answers the company",
        params: peopleCompanyParamsSchema,
        body: peopleContactBodySchema,
        response: { 200: peopleCompanyResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().addContact(actor(request), request.params.id, request.body),
    }),
  );

  app.put(
    "/api/organiser/people/contacts/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes a contact, audited as contact.update. A contact checked in stays attending. Answers its company. 404 for an unknown id",
        params: peopleContactParamsSchema,
        body: peopleContactBodySchema,
        response: { 200: peopleCompanyResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().updateContact(actor(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/organiser/people/imports",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: reads a CSV file of companies and contacts (UTF-8 text, comma or semicolon, header row; spreadsheet exports with a byte order mark, CRLF and quoted fields too) and checks every row without writing anything: the stored preview says per row whether it creates or updates a company and a contact (contacts matched by e-mail, companies by membership id or name and country), or its problems by column, with the counts. 400 naming `text` for a file without the Company and Country columns",
        body: peopleImportBodySchema,
        response: { 201: peopleImportCreatedResponseSchema, ...organiserErrors },
      },
    },
    async (request, reply) => {
      const payload = await section().preview(actor(request), request.body);
      return reply.status(201).send({ status: 201 as const, payload });
    },
  );

  app.get(
    "/api/organiser/people/imports/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: one of their own imports: the preview, whether it is stale, and while it is applied how far the writing got and what it did. 404 for an unknown id or another organiser's",
        params: peopleImportParamsSchema,
        response: { 200: peopleImportResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().importDetail(actor(request), request.params.id),
    }),
  );

  app.post(
    "/api/organiser/people/imports/:id/apply",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: writes the rows without problems of their own preview, in batches through the job runner (follow it with GET …/imports/:id), audited as import.apply and import.finish. 409 when the preview is stale (the companies or contacts changed since, or it is over an hour old) or applied already; 404 for another organiser's. The body is not used",
        params: peopleImportParamsSchema,
        body: noBody,
        response: {
          202: peopleImportAcceptedResponseSchema,
          ...organiserErrors,
          ...e404,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const payload = await section().apply(actor(request), request.params.id, new Date());
      return reply.status(202).send({ status: 202 as const, payload });
    },
  );

  app.get(
    "/api/organiser/people/invitations/count",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: how many active contacts without a password an invitation would go to: of an import (`importId`), a selection (`contactIds`, comma-separated) or everyone attending the current edition",
        querystring: peopleInviteQuerySchema,
        response: { 200: peopleInviteCountResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => {
      const { contactIds, ...rest } = request.query;
      const { recipients } = await section().audience(actor(request), {
        ...rest,
        contactIds: contactIds?.split(",").map(Number),
      });
      return { status: 200 as const, payload: { recipients } };
    },
  );

  app.post(
    "/api/organiser/people/invitations",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: invites the active contacts without a password of an import, a selection or everyone attending to set their password: the job runner mails each once, in batches, a link valid 7 days (the mail bound per recipient holds). `confirm: true` says the organiser saw the count. Audited as invitation.send. 400 naming `audience` when nobody is left to invite",
        body: peopleInviteBodySchema,
        response: { 201: peopleInvitationCreatedResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request, reply) => {
      const payload = await section().invite(actor(request), request.body);
      return reply.status(201).send({ status: 201 as const, payload });
    },
  );

  app.get(
    "/api/organiser/people/invitations/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: how far an invitation they sent got. 404 for an unknown id or another organiser's",
        params: peopleInvitationParamsSchema,
        response: { 200: peopleInvitationResponseSchema, ...organiserErrors, ...e404 },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().invitation(actor(request), request.params.id),
    }),
  );
};

export default peopleRoutes;
