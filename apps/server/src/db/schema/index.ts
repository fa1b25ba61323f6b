// Drizzle needs every table in one object; this is the only aggregate module of the schema.
export * from "./chat.ts";
export * from "./content.ts";
export * from "./event.ts";
export * from "./identity.ts";
export * from "./jobs.ts";
export * from "./matchmaking.ts";
export * from "./notifications.ts";
export * from "./people.ts";
export * from "./registration.ts";
export * from "./scheduler.ts";
export * from "./system.ts";
