import type {
  BannerBody,
  ConsoleBanner,
  ConsoleSponsor,
  ContentImageKind,
  SponsorBody,
} from "@ebm/shared/schemas/organiser-content";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { badRequest, notFound } from "../../../lib/errors.ts";
import type { Bus } from "../../../plugins/bus.ts";
import type { Storage } from "../../../plugins/storage.ts";
import { announceSettingsChanged, type SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { IMAGE_KINDS, keyInFolder, storeContentImage } from "./content.images.ts";
import { contentConsoleRepository } from "./content.repository.ts";
import { pagesConsole } from "./pages.service.ts";

const SPONSOR_FOLDER = IMAGE_KINDS["sponsor-logo"].folder;
const BANNER_FOLDER = IMAGE_KINDS.banner.folder;

/** What the section uses: nothing more is handed to it. */
export interface ContentConsoleDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  storage: Storage;
  settings: Pick<SettingsService, "current" | "invalidate">;
  audit: Pick<AuditService, "record">;
}

/**
 * The console's content editors: the current edition's sponsors and the sponsor banners. Every
 * change is audited in its own transaction, and the public site shows it at once: the content
 * built from the settings is forgotten here and, through the bus, on every other instance.
 */
export function contentConsole(deps: ContentConsoleDeps) {
  const { db, bus, log, storage, settings, audit } = deps;
  const editionId = async () => (await settings.current()).edition.id;

  const sponsorOut = (row: {
    id: number;
    name: string;
    url: string;
    type: ConsoleSponsor["type"];
    logo: string;
    sort: number;
  }): ConsoleSponsor => ({
    id: row.id,
    name: row.name,
    url: row.url,
    type: row.type,
    logoUrl: storage.urlOf(`${SPONSOR_FOLDER}/${row.logo}`),
    sort: row.sort,
  });

  /** The stored row of a sponsor body: the logo's file name within the sponsors' folder. */
  const sponsorRow = (body: SponsorBody) => ({
    name: body.name,
    url: body.url,
    type: body.type,
    logo: keyInFolder(storage, body.logoUrl, SPONSOR_FOLDER, "logoUrl").slice(SPONSOR_FOLDER.length + 1),
  });

  const bannerRow = (body: BannerBody) => {
    keyInFolder(storage, body.image, BANNER_FOLDER, "image");
    if (body.mobileImage) keyInFolder(storage, body.mobileImage, BANNER_FOLDER, "mobileImage");
    return { ...body };
  };

  /** After a commit: the public content is built again, here at once and on the other instances. */
  async function published() {
    settings.invalidate();
    try {
      await announceSettingsChanged(bus);
    } catch (err) {
      log.warn({ err }, "could not announce the content change");
    }
  }

  return {
    /** The editors of the program, tech talk, testimonials, galleries and team. */
    pages: pagesConsole({ ...deps, published }),

    uploadImage(kind: ContentImageKind, bytes: Buffer) {
      return storeContentImage(storage, kind, bytes);
    },

    async sponsors(): Promise<ConsoleSponsor[]> {
      return (await contentConsoleRepository(db).sponsorsOf(await editionId())).map(sponsorOut);
    },

    async createSponsor(body: SponsorBody, actor: Actor): Promise<ConsoleSponsor> {
      const row = sponsorRow(body);
      const edition = await editionId();
      const made = await db.transaction(async (tx) => {
        const stored = await contentConsoleRepository(tx).insertSponsor(edition, row);
        await audit.record(tx, actor, {
          action: "sponsor.create",
          objectType: "sponsor",
          objectId: stored.id,
          summary: `Added the sponsor ${stored.name} (${stored.type})`,
          after: row,
        });
        return stored;
      });
      await published();
      return sponsorOut(made);
    },

    async updateSponsor(id: number, body: SponsorBody, actor: Actor): Promise<ConsoleSponsor> {
      const row = sponsorRow(body);
      const edition = await editionId();
      const made = await db.transaction(async (tx) => {
        const repo = contentConsoleRepository(tx);
        const before = await repo.lockSponsor(edition, id);
        if (!before) throw notFound("This edition has no such sponsor.");
        const stored = await repo.updateSponsor(id, row);
        await audit.record(tx, actor, {
          action: "sponsor.update",
          objectType: "sponsor",
          objectId: id,
          summary: `Changed the sponsor ${stored.name}`,
          before: { name: before.name, url: before.url, type: before.type, logo: before.logo },
          after: row,
        });
        return stored;
      });
      await published();
      return sponsorOut(made);
    },

    async deleteSponsor(id: number, actor: Actor): Promise<void> {
      const edition = await editionId();
      await db.transaction(async (tx) => {
        const repo = contentConsoleRepository(tx);
        const before = await repo.lockSponsor(edition, id);
        if (!before) throw notFound("This edition has no such sponsor.");
        await repo.deleteSponsor(id);
        await audit.record(tx, actor, {
          action: "sponsor.delete",
          objectType: "sponsor",
          objectId: id,
          summary: `Removed the sponsor ${before.name}`,
          before: { name: before.name, url: before.url, type: before.type, logo: before.logo },
        });
      });
      await published();
    },

    /** Puts the edition's sponsors in the order of `ids`, which must name each of them once. */
    async orderSponsors(ids: number[], actor: Actor): Promise<ConsoleSponsor[]> {
      const edition = await editionId();
      const ordered = await db.transaction(async (tx) => {
        const repo = contentConsoleRepository(tx);
        const current = await repo.sponsorsOf(edition);
        const known = new Set(current.map((s) => s.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          throw badRequest("ids: name each of the edition's sponsors once", "ids");
        for (const [index, id] of ids.entries()) await repo.setSponsorSort(id, index + 1);
        await audit.record(tx, actor, {
          action: "sponsor.order",
          objectType: "sponsor",
          summary: "Changed the order of the sponsors",
          before: { ids: current.map((s) => s.id) },
          after: { ids },
        });
        return repo.sponsorsOf(edition);
      });
      await published();
      return ordered.map(sponsorOut);
    },

    banners(): Promise<ConsoleBanner[]> {
      return contentConsoleRepository(db).banners();
    },

    async createBanner(body: BannerBody, actor: Actor): Promise<ConsoleBanner> {
      const row = bannerRow(body);
      const made = await db.transaction(async (tx) => {
        const stored = await contentConsoleRepository(tx).insertBanner(row);
        await audit.record(tx, actor, {
          action: "banner.create",
          objectType: "banner",
          objectId: stored.id,
          summary: `Added the banner “${stored.alt}”${stored.active ? "" : " (not shown)"}`,
          after: row,
        });
        return stored;
      });
      await published();
      return made;
    },

    async updateBanner(id: number, body: BannerBody, actor: Actor): Promise<ConsoleBanner> {
      const row = bannerRow(body);
      const made = await db.transaction(async (tx) => {
        const repo = contentConsoleRepository(tx);
        const before = await repo.lockBanner(id);
        if (!before) throw notFound("There is no such banner.");
        const stored = await repo.updateBanner(id, row);
        const { id: _id, numClicked: _clicks, ...was } = before;
        await audit.record(tx, actor, {
          action: "banner.update",
          objectType: "banner",
          objectId: id,
          summary: `Changed the banner “${stored.alt}”`,
          before: was,
          after: row,
        });
        return stored;
      });
      await published();
      return made;
    },

    async deleteBanner(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = contentConsoleRepository(tx);
        const before = await repo.lockBanner(id);
        if (!before) throw notFound("There is no such banner.");
        await repo.deleteBanner(id);
        await audit.record(tx, actor, {
          action: "banner.delete",
          objectType: "banner",
          objectId: id,
          summary: `Removed the banner “${before.alt}” (${before.numClicked} clicks)`,
          before: { ...before },
        });
      });
      await published();
    },
  };
}
