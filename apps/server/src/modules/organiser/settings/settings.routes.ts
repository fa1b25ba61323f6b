import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  consoleSettingsResponseSchema,
  settingsPeopleQuerySchema,
  settingsPeopleResponseSchema,
  statisticsChangeBodySchema,
  statisticsExclusionsResponseSchema,
  updateSettingsBodySchema,
} from "@ebm/shared/schemas/organiser-settings";
import { registrationOpenBodySchema, registrationOpenResponseSchema } from "@ebm/shared/schemas/register";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { organiserErrors } from "../organiser.http.ts";

/** An edition that is not set up yet answers 503. */
const errors = { ...organiserErrors, 503: errorResponseSchema };

/** /api/organiser/settings and /api/organiser/registration (organiser staff only). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.settings;

  app.get(
    "/api/organiser/settings",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the current edition's settings as the console edits them: registration and scheduler switches, the home page texts and video banner of allSettings, the request expiry in hours (null: never) and each meeting day's floor tables (`floorTables`: tables 1 to floorTables, the count the table plan and the overview show) against its places (`places`; the places after the floor tables are in the hotel lobby)",
        response: { 200: consoleSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 200 as const, payload: await section().get() }),
  );

  app.post(
    "/api/organiser/settings",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes the given settings only (a partial update; unknown fields are refused). Each field is checked on its own and a 400 names it in `field`; a day's `floorTables` (in `meetingTables: [{day, floorTables}]`) takes 0 to its places - 1, and a 409 refuses a count that would put a meeting at a floor table into the hotel lobby. The public site shows the change at once on every instance. Writes a `settings.update` audit entry with the changed fields before and after; answers the settings as saved",
        body: updateSettingsBodySchema,
        response: { 200: consoleSettingsResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().update({ id: sessionOf(request).id }, request.body),
    }),
  );

  app.get(
    "/api/organiser/settings/statistics",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the people the statistics leave out, by name: the staff list (`analytics_staff_ids`) and the test accounts (`analytics_test_ids`)",
        response: { 200: statisticsExclusionsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 200 as const, payload: await section().statisticsExclusions() }),
  );

  app.get(
    "/api/organiser/settings/people",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: up to 10 active people whose name, e-mail or company contains `q` (2 characters at least), to add to a list the statistics leave out",
        querystring: settingsPeopleQuerySchema,
        response: { 200: settingsPeopleResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().searchPeople(request.query.q) }),
  );

  for (const change of ["exclude", "include"] as const)
    app.post(
      `/api/organiser/settings/statistics/${change}`,
      {
        config: { access: "organiser", rateClass: "staff" },
        schema: {
          tags: ["organiser"],
          summary:
            change === "exclude"
              ? "Organiser staff: puts a person onto a list the statistics leave out (`list`: staff or test) under the settings' lock, with the audit entry analytics.exclude; the statistics skip them at once on every instance. 404 for an unknown `contactId`, 409 when they are on that list already. Answers both lists"
              : "Organiser staff: takes a person off a list the statistics leave out (`list`: staff or test) under the settings' lock, with the audit entry analytics.include; their activity counts again from now on. 404 for an unknown `contactId`, 409 when they are not on that list. Answers both lists",
          body: statisticsChangeBodySchema,
          response: {
            200: statisticsExclusionsResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        status: 200 as const,
        payload: await section().changeStatistics({ id: sessionOf(request).id }, change, request.body),
      }),
    );

  app.post(
    "/api/organiser/registration",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: open or close registration for the current edition (the same as POST /api/organiser/settings with `registrationOpen`); audited as `settings.update`",
        body: registrationOpenBodySchema,
        response: { 200: registrationOpenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await section().update(
        { id: sessionOf(request).id },
        { registrationOpen: request.body.open },
      );
      return { status: 200, payload: { registrationOpen: saved.registrationOpen } };
    },
  );
};

export default settingsRoutes;
