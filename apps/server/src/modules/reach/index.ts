/**
 * The public face of the reach module (who may reach whom): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export {
  NOT_REACHABLE,
  PLACEHOLDER_CONTACT,
  type Reacher,
  type ReachService,
  reachService,
  sharesContactDetails,
} from "./reach.service.ts";
