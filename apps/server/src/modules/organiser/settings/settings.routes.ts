import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  consoleSettingsResponseSchema,
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
          "Organiser staff: the current edition's settings as the console edits them: registration and scheduler switches, the home page texts and video banner of allSettings, the request expiry in hours (null: never) and each meeting day's table count (`meetingTables`, floor tables are 1 to meetingTables - 1) against its places (`meetingTablesMax`)",
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
          "Organiser staff: changes the given settings only (a partial update; unknown fields are refused). Each field is checked on its own and a 400 names it in `field`; a day's `meetingTables` takes 1 to its `meetingTablesMax`, and a 409 refuses a count that would put a meeting at a floor table into the hotel lobby. The public site shows the change at once on every instance. Writes a `settings.update` audit entry with the changed fields before and after; answers the settings as saved",
        body: updateSettingsBodySchema,
        response: { 200: consoleSettingsResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().update({ id: sessionOf(request).id }, request.body),
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
