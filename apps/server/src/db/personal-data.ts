import type { Declarations } from "./personal-kit.ts";
import { chatPersonalData } from "./schema/chat.personal.ts";
import { contentPersonalData } from "./schema/content.personal.ts";
import { eventPersonalData } from "./schema/event.personal.ts";
import { identityPersonalData } from "./schema/identity.personal.ts";
import { matchmakingPersonalData } from "./schema/matchmaking.personal.ts";
import { notificationsPersonalData } from "./schema/notifications.personal.ts";
import { peoplePersonalData } from "./schema/people.personal.ts";
import { registrationPersonalData } from "./schema/registration.personal.ts";
import { schedulerPersonalData } from "./schema/scheduler.personal.ts";
import { systemPersonalData } from "./schema/system.personal.ts";

export type { ColumnUse, DataSubject, Declarations, TableDeclaration } from "./personal-kit.ts";

/** Every table of the database by name, and what its columns hold. */
export const PERSONAL_DATA: Declarations = {
  ...chatPersonalData,
  ...contentPersonalData,
  ...eventPersonalData,
  ...identityPersonalData,
  ...matchmakingPersonalData,
  ...notificationsPersonalData,
  ...peoplePersonalData,
  ...registrationPersonalData,
  ...schedulerPersonalData,
  ...systemPersonalData,
};

/** Tables that are the database's own machinery, not the app's data. */
export const MACHINERY_TABLES = new Set(["__drizzle_migrations"]);
