import {
  type ConsentKind,
  PRIVACY_BROWSER_STORAGE,
  PRIVACY_PURPOSES,
  PRIVACY_RIGHTS,
} from "@ebm/shared/privacy";
import type {
  MyPrivacy,
  MyPrivacyBody,
  OrganiserPrivacy,
  PrivacyNotice,
  PrivacySettings,
} from "@ebm/shared/schemas/privacy";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { currentNoticeVersion } from "../../db/consents.ts";
import type { RecordAudit } from "../../lib/audit.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import type { MailService } from "../../plugins/mail.ts";
import { type EraserDeps, eraser } from "./privacy.eraser.ts";
import { archiveOf, collectPersonalData } from "./privacy.export.ts";
import { privacyRepository } from "./privacy.repository.ts";
import { retention } from "./privacy.retention.ts";

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Privacy and data rights (decision 0020): the notice built from the organisers' settings, each
 * person's consent and switches (recorded, never overwritten), the export of everything about a
 * person, their erasure, and the retention of past editions.
 */
export function privacyService(
  deps: Omit<EraserDeps, "db"> & {
    db: Db;
    mail: MailService;
    publicUrl: string;
    recordAudit: RecordAudit;
    /** After a person's listing changed: the suggestions and company pages read it anew. */
    onListingChanged: () => void;
    log: FastifyBaseLogger;
  },
) {
  const { db } = deps;
  const repo = privacyRepository(db);
  const eraseOrSkip = eraser(deps);
  /** An erasure asked for by the person or an organiser: it always happens (or throws). */
  const erase = async (contactId: number, actor: { id: number }, at: Date, eventNow: Date) => {
    const report = await eraseOrSkip(contactId, actor, at, eventNow);
    if (!report) throw new AppError(409, "This person's data was erased already.", "contactId");
    return report;
  };
  const retentionRun = retention({
    db,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    log: deps.log,
    erase: (contactId, eventNow, edition, stillDue) =>
      eraseOrSkip(contactId, { id: contactId }, new Date(), eventNow, {
        stillDue,
        actorName: "Retention",
        summary: `Erased contact #${contactId} after the retention of ${edition}: they came to no later edition`,
      }),
  });

  async function personOrNotFound(contactId: number) {
    const person = await repo.person(contactId);
    if (!person) throw new AppError(404, "Contact not found.", "contactId");
    return person;
  }

  async function mine(contactId: number): Promise<MyPrivacy> {
    const person = await personOrNotFound(contactId);
    const [noticeVersion, accepted, history] = await Promise.all([
      currentNoticeVersion(db),
      repo.accepted(contactId),
      repo.history(contactId),
    ]);
    return {
      noticeVersion,
      accepted: accepted ? { version: accepted.version, at: accepted.at.toISOString() } : null,
      consentNeeded: accepted?.version !== noticeVersion,
      listed: person.listed,
      contactDetails: person.contactDetails,
      history: history.map((h) => ({
        kind: h.kind,
        value: h.value,
        noticeVersion: h.noticeVersion,
        at: h.createdAt.toISOString(),
        source: h.source,
      })),
    };
  }

  async function exportOf(contactId: number, at: Date) {
    const person = await personOrNotFound(contactId);
    const tables = await collectPersonalData(db, { id: person.id, email: person.email });
    return {
      fileName: `my-data-${at.toISOString().slice(0, 10)}.zip`,
      bytes: archiveOf({ id: person.id, name: person.name, email: person.email }, tables, at),
    };
  }

  return {
    async notice(): Promise<PrivacyNotice> {
      const s = await repo.settings();
      return {
        version: s?.noticeVersion ?? 1,
        updatedAt: (s?.updatedAt ?? new Date(0)).toISOString(),
        controller: {
          name: s?.controllerName ?? "",
          address: s?.controllerAddress ?? "",
          email: s?.contactEmail ?? "",
        },
        purposes: [...PRIVACY_PURPOSES],
        recipients: lines(s?.recipients ?? ""),
        retentionDays: s?.retentionDays ?? null,
        rights: [...PRIVACY_RIGHTS],
        browserStorage: PRIVACY_BROWSER_STORAGE,
      };
    },

    mine,

    /** Accepts the current notice and/or changes a switch; every change is recorded with the notice's version. */
    async update(contactId: number, body: MyPrivacyBody, at: Date): Promise<MyPrivacy> {
      let listingChanged = false;
      await db.transaction(async (tx) => {
        const txRepo = privacyRepository(tx);
        const person = await txRepo.person(contactId, { lock: true });
        if (!person) throw new AppError(404, "Contact not found.", "contactId");
        const version = await currentNoticeVersion(tx);
        if (body.acceptNotice !== undefined && body.acceptNotice !== version)
          throw new AppError(
            409,
            "The privacy notice has changed since you read it: read it again.",
            "acceptNotice",
          );
        const entries: { kind: ConsentKind; value: string }[] = [];
        if (body.acceptNotice !== undefined) entries.push({ kind: "notice", value: "accepted" });
        if (body.listed !== undefined) entries.push({ kind: "listed", value: String(body.listed) });
        if (body.contactDetails !== undefined)
          entries.push({ kind: "contactDetails", value: body.contactDetails });
        listingChanged = body.listed !== undefined && body.listed !== person.listed;
        await txRepo.setSwitches(contactId, { listed: body.listed, contactDetails: body.contactDetails }, at);
        await txRepo.record(contactId, entries, version, body.source ?? "profile", at);
      });
      if (listingChanged) deps.onListingChanged();
      return mine(contactId);
    },

    exportOf,

    /** The person's own erasure: their password, then everything goes (409 for organiser staff, who ask another). */
    async eraseSelf(contactId: number, password: string, eventNow: Date) {
      const person = await personOrNotFound(contactId);
      if (!(await verifyPassword(person.passwordHash, password)))
        throw badRequest("The password is not right.", "password");
      if (person.role !== "attendee")
        throw new AppError(
          409,
          "Staff accounts are erased by another organiser, in the console.",
          "contactId",
        );
      return erase(contactId, { id: contactId }, new Date(), eventNow);
    },

    /** The organisers' erasure on request (never their own account). */
    async eraseOnRequest(by: { id: number }, contactId: number, eventNow: Date) {
      if (by.id === contactId)
        throw new AppError(409, "Another organiser erases your own account.", "contactId");
      // 404 for nobody, 409 for someone erased already: the eraser tells them apart.
      return erase(contactId, by, new Date(), eventNow);
    },

    async console(now: Date): Promise<OrganiserPrivacy> {
      const s = await repo.settings();
      return {
        settings: {
          controllerName: s?.controllerName ?? "",
          controllerAddress: s?.controllerAddress ?? "",
          contactEmail: s?.contactEmail ?? "",
          recipients: s?.recipients ?? "",
          retentionDays: s?.retentionDays ?? null,
        },
        noticeVersion: s?.noticeVersion ?? 1,
        editions: await retentionRun.overview(now),
      };
    },

    async saveSettings(by: { id: number }, values: PrivacySettings, at: Date) {
      await db.transaction(async (tx) => {
        const before = await privacyRepository(tx).settings();
        const version = await privacyRepository(tx).saveSettings(values, at);
        await deps.recordAudit(tx, by, {
          action: "privacy.settings",
          objectType: "settings",
          objectId: "privacy",
          summary: `Changed the privacy notice (version ${version})`,
          before: before
            ? {
                controllerName: before.controllerName,
                controllerAddress: before.controllerAddress,
                contactEmail: before.contactEmail,
                recipients: before.recipients,
                retentionDays: before.retentionDays,
              }
            : null,
          after: { ...values },
        });
      });
    },

    /** The `privacy.retention` job. */
    runRetention: (now: Date) => retentionRun.run(now),
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
