import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";
import type { UserRow } from "./auth.repository.ts";

export function passwordResetMail(args: {
  user: Pick<UserRow, "name" | "email">;
  token: string;
  config: Config;
  /** The client network that asked (a digest). */
  requester: string;
}): OutgoingMail {
  const link = `${args.config.publicUrl}/?reset=${encodeURIComponent(args.token)}`;
  const minutes = args.config.RESET_TOKEN_MINUTES;
  const text = [
    `Dear ${args.user.name},`,
    "",
    "We received a request to set a new password for your account of the European Broker Meeting.",
    `Open this link to choose your new password (valid for ${minutes} minutes, once):`,
    "",
    link,
    "",
    "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.user.name)},</p>
<p>We received a request to set a new password for your account of the European Broker Meeting.</p>
<p><a href="${escapeHtml(link)}">Choose your new password</a> (valid for ${minutes} minutes, once).</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>`;
  return {
    kind: "password_reset",
    to: args.user.email,
    subject: "Set your new password",
    text,
    html,
    // Anybody can ask for a reset of any address: bounded per asking network like mail a person
    // causes, so a stranger's requests never hold back the owner's own.
    sender: { key: `address:${args.requester}`, label: "Password reset requests from one network" },
  };
}
