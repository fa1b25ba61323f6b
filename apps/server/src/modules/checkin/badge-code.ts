import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MAX_DB_INT } from "@ebm/shared/schemas/common";

/** Bytes of the HMAC a code keeps: 96 bits, 16 base64url characters, far beyond guessing. */
const MAC_BYTES = 12;
const MAC_CHARS = Math.ceil((MAC_BYTES * 4) / 3);

/**
 * Badge codes (decision 0012): `{contactId}.{mac}`, the mac being the first 12 bytes of
 * HMAC-SHA256 over the edition and the contact id, base64url. Short enough for a small QR, bound
 * to one edition, and not to be made without the key, which is derived from APP_SECRET for this
 * one purpose. Without a secret each process makes its own (codes then change on restart, which
 * production refuses to do: it requires APP_SECRET).
 * @example const codes = badgeCodes({ secret }); codes.verify(codes.sign(21, 1234), 21) === 1234
 */
export function badgeCodes(opts: { secret?: string }) {
  const secret = opts.secret ?? randomBytes(32).toString("hex");
  const key = createHmac("sha256", secret).update("ebm:badge-code:v1").digest();
  const mac = (edition: number, contactId: number) =>
    createHmac("sha256", key).update(`${edition}:${contactId}`).digest().subarray(0, MAC_BYTES);

  return {
    sign(edition: number, contactId: number): string {
      return `${contactId}.${mac(edition, contactId).toString("base64url")}`;
    },

    /**
     * The contact id of a code made here for this edition, else undefined: a bare id, a code of
     * another edition, a changed digit or a guessed mac all come out the same.
     */
    verify(code: string, edition: number): number | undefined {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(code);
      if (!match?.[1] || !match[2] || match[2].length !== MAC_CHARS) return undefined;
      const contactId = Number(match[1]);
      if (contactId > MAX_DB_INT) return undefined;
      const given = Buffer.from(match[2], "base64url");
      const expected = mac(edition, contactId);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return contactId;
    },
  };
}

export type BadgeCodes = ReturnType<typeof badgeCodes>;
