import type { DbExecutor } from "../client.ts";
import {
  banners,
  pictureCategories,
  pictures,
  speakers,
  sponsors,
  teamMembers,
  techTalkSpeakers,
  techTalks,
  testimonialCategories,
  testimonials,
} from "../schema/index.ts";
import { DEMO_IDS } from "./accounts.ts";
import {
  BANNERS,
  PICTURE_CATEGORIES,
  SPEAKERS,
  SPONSORS,
  TEAM_MEMBERS,
  TECH_TALKS,
  TESTIMONIAL_CATEGORIES,
  TESTIMONIALS,
} from "./data/content.ts";
import { EDITION_IDS } from "./event.ts";
import {
  bannerPhoneSvg,
  bannerSvg,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureSvg,
  sceneOf,
  sponsorLogoSvg,
  writeUploads,
} from "./images.ts";
import { Rng, SEEDS } from "./random.ts";
import { insertChunks, slugify } from "./util.ts";

interface UploadFile {
  relativePath: string;
  content: string;
}

/** Edition number to its row id and name. */
const EDITIONS_BY_NUMBER: Readonly<Record<number, { id: number; name: string }>> = {
  19: { id: EDITION_IDS.edition19, name: "2023 Barcelona" },
  20: { id: EDITION_IDS.edition20, name: "2024 Amsterdam" },
  21: { id: EDITION_IDS.current, name: "2025 Dublin" },
};

/**
 * Sponsors, banners, testimonials, speakers and tech talks, the organising team and the pictures.
 * Images are generated as SVG files below `uploadsDir`:
 * - sponsor logos `sponsors/<slug>.svg` (the logo column holds the file name),
 * - banners `banners/<id>.svg` (the image column holds "/uploads/banners/<id>.svg"),
 * - pictures `pictures/<edition>/<category id>/<n>.svg` (the file column holds that relative path).
 */
export async function seedContent(
  db: DbExecutor,
  opts: { uploadsDir: string; memberCompanies: readonly { id: number; name: string }[] },
): Promise<void> {
  const rng = new Rng(SEEDS.content);
  const files: UploadFile[] = [];

  await insertChunks(
    db,
    sponsors,
    SPONSORS.map((sponsor, index) => {
      const slug = slugify(sponsor.name);
      files.push({
        relativePath: `sponsors/${slug}.svg`,
        content: sponsorLogoSvg(sponsor.name, index, sponsor.shape),
      });
      return {
        id: index + 1,
        editionId: EDITION_IDS.current,
        name: sponsor.name,
        logo: `${slug}.svg`,
        url: `https://www.${slug}.example`,
        type: sponsor.type,
        sort: index + 1,
      };
    }),
  );

  await insertChunks(
    db,
    banners,
    BANNERS.map((banner, index) => {
      const id = index + 1;
      files.push({
        relativePath: `banners/${id}.svg`,
        content: bannerSvg(banner.headline, banner.tagline, index + 3),
      });
      files.push({
        relativePath: `banners/${id}-phone.svg`,
        content: bannerPhoneSvg(banner.headline, index + 3),
      });
      return {
        id,
        url: `https://www.${slugify(banner.sponsor)}.example`,
        image: `/uploads/banners/${id}.svg`,
        mobileImage: `/uploads/banners/${id}-phone.svg`,
        isAd: banner.isAd,
        alt: `${banner.sponsor}: ${banner.headline}`,
        numClicked: banner.isAd ? rng.int(12, 340) : 0,
      };
    }),
  );

  await insertChunks(db, testimonialCategories, [...TESTIMONIAL_CATEGORIES]);
  await insertChunks(
    db,
    testimonials,
    TESTIMONIALS.map((item, index) => ({
      id: index + 1,
      catId: item.catId,
      testimonial: item.text,
      authorName: item.author,
      authorCompany: item.company,
      featured: item.featured,
    })),
  );

  await seedSpeakers(db, opts.memberCompanies);

  await insertChunks(
    db,
    teamMembers,
    TEAM_MEMBERS.map((member, index) => ({ id: index + 1, ...member, sort: index + 1 })),
  );

  files.push(...(await seedPictures(db)));
  await writeUploads(opts.uploadsDir, files);
}

async function seedSpeakers(db: DbExecutor, memberCompanies: readonly { id: number; name: string }[]) {
  const speakerRows = SPEAKERS.map((speaker, index) => {
    let company: { id: number | null; name: string };
    if (speaker.company === "demo") company = { id: DEMO_IDS.demoTradingCompany, name: "Demo Trading B.V." };
    else if (speaker.company === "organiser")
      company = { id: DEMO_IDS.organiserCompany, name: "EBM Events B.V." };
    else if (speaker.company === null) company = { id: null, name: "Independent" };
    else {
      // A small seed may hold fewer companies: fall back to no link rather than a wrong one.
      const member = memberCompanies[speaker.company];
      company = member ? { id: member.id, name: member.name } : { id: null, name: "Independent" };
    }
    return {
      id: index + 1,
      editionId: EDITION_IDS.current,
      name: speaker.name,
      company: company.name,
      companyId: company.id,
      role: speaker.role,
      day: speaker.day,
      start: speaker.start,
      end: speaker.end,
      description: speaker.description,
      profilePic: null,
      sort: index + 1,
    };
  });
  await insertChunks(db, speakers, speakerRows);
  await insertChunks(
    db,
    techTalks,
    TECH_TALKS.map((talk, index) => ({
      id: index + 1,
      editionId: EDITION_IDS.current,
      day: talk.day,
      start: talk.start,
      end: talk.end,
      title: talk.title,
      location: "Room 6, first floor",
    })),
  );
  await insertChunks(
    db,
    techTalkSpeakers,
    TECH_TALKS.flatMap((talk, index) =>
      talk.speakers.map((speakerIndex) => ({ techTalkId: index + 1, speakerId: speakerIndex + 1 })),
    ),
  );
}

async function seedPictures(db: DbExecutor): Promise<UploadFile[]> {
  const rng = new Rng(SEEDS.images);
  const files: UploadFile[] = [];
  const categoryRows: (typeof pictureCategories.$inferInsert)[] = [];
  const pictureRows: (typeof pictures.$inferInsert)[] = [];
  const sortInEdition = new Map<number, number>();
  PICTURE_CATEGORIES.forEach((category, index) => {
    const categoryId = index + 1;
    const sort = (sortInEdition.get(category.edition) ?? 0) + 1;
    sortInEdition.set(category.edition, sort);
    const edition = EDITIONS_BY_NUMBER[category.edition] ?? { id: EDITION_IDS.current, name: "" };
    categoryRows.push({
      id: categoryId,
      editionId: edition.id,
      name: category.name,
      sort,
    });
    for (let n = 1; n <= category.count; n++) {
      const relativePath = `pictures/${category.edition}/${categoryId}/${n}.svg`;
      const caption = `${category.name}, ${edition.name}, photo ${n}`;
      files.push({ relativePath, content: pictureSvg(rng, caption, categoryId + n, sceneOf(category.name)) });
      pictureRows.push({
        id: pictureRows.length + 1,
        categoryId,
        file: relativePath,
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        sort: n,
      });
    }
  });
  await insertChunks(db, pictureCategories, categoryRows);
  await insertChunks(db, pictures, pictureRows);
  return files;
}
