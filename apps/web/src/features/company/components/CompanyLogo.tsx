import { useState } from "react";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import classes from "./CompanyHeader.module.css";

/** Tried in this order at the logo host (part 2 §2). */
const LOGO_EXTENSIONS = ["jpg", "jpeg", "png"] as const;

/**
 * The company's logo from the third-party logo host, if it has one: `{logoHost}/{username}.jpg`,
 * then `.jpeg`, then `.png`. Each failure moves on to the next; after the last nothing is shown.
 * Without a logo host or a username nothing is requested.
 */
export function CompanyLogo({ name, username }: { name: string; username: string }) {
  const logoHost = useAllSettings().data?.logoHost ?? null;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const extension = LOGO_EXTENSIONS[attempt];
  if (!logoHost || !username.trim() || !extension) return null;

  return (
    <img
      key={extension}
      src={`${logoHost}/${encodeURIComponent(username)}.${extension}`}
      alt={`${name} logo`}
      className={classes.logo}
      data-loaded={loaded || undefined}
      onLoad={() => setLoaded(true)}
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}
