/**
 * The demo accounts the server seeds, all with the same password. Tests read through them only;
 * a test that changes an account, a company or a password uses a fresh one (fixtures.ts).
 */
export const DEMO_PASSWORD = "Dublin2025!";
export const ACCOUNTS = {
  anna: { email: "anna.schmidt@demo.ebm.example", name: "Anna Schmidt" },
  lars: { email: "lars.becker@demo.ebm.example", name: "Lars Becker" },
  organiser: { email: "organiser@demo.ebm.example" },
} as const;
