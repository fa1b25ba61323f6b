/** The icons the program page draws (its own set): a session of the program names one of them. */
export const PROGRAM_ICONS = [
  "id-badge",
  "users-group",
  "glass-full",
  "users",
  "tools-kitchen-2",
  "anchor",
  "confetti",
] as const;
export type ProgramIcon = (typeof PROGRAM_ICONS)[number];
