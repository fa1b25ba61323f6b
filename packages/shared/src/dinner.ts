/**
 * The Captain's Dinner (part 1 §2.1 `/program/captain-register`, §3, §4, §5, §7, §9): the rules
 * the program page and the server's schemas in `schemas/dinner.ts` share. No schema library here,
 * so the pages load none.
 *
 * `registrationStatus` as the client reads it (part 1 §4):
 * - 0: the caller is not signed in (a visitor);
 * - 1: registered and approved (the reminder shows, the Thursday dinner entry hides);
 * - 2: signed up, awaiting the organisers' review ("already registered");
 * - 3: signed up and declined by the organisers ("already registered": one sign-up per person);
 * - 9: signed in and not registered.
 */
export const DINNER_REGISTRATION_STATUS = {
  visitor: 0,
  approved: 1,
  pending: 2,
  declined: 3,
  notRegistered: 9,
} as const;

/**
 * Who may sign up: sales managers and company owners (part 1 §5), read from the contact's stored
 * function text, which is free text (decision 0012).
 * @example isDinnerEligibleFunction("Senior Sales Manager") === true; isDinnerEligibleFunction("Trader") === false
 */
export function isDinnerEligibleFunction(fn: string): boolean {
  // A vice president is not the company's president; taken out before the owners are looked for.
  const text = fn.toLowerCase().replace(/\bvice[ -]president\b/g, "");
  const owner =
    /\b(?:co-?)?owners?\b|\b(?:co-?)?founders?\b|\bceo\b|\bchief executive\b|\bmanaging director\b|\bgeneral manager\b|\bproprietor\b|\bmanaging partner\b|\bpresident\b/;
  const salesManager =
    /\bsales\b[\w\s&/,-]*\b(?:manager|director|head|lead)\b|\bhead of sales\b|\b(?:director|vp) of sales\b|\bchief (?:sales|commercial) officer\b/;
  return (
    owner.test(text) || salesManager.test(text) || /\bvice[ -]president of sales\b/.test(fn.toLowerCase())
  );
}
