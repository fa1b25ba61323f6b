import type { DbExecutor } from "../client.ts";
import {
  editions,
  eventSettings,
  programDays,
  programItems,
  timeslotMetadata,
  timeslots,
} from "../schema/index.ts";
import { DINNER_VENUE, MAINPAGE_TEXT, ORGANISER_DETAILS, REG_THANKYOU, VENUE } from "./data/texts.ts";
import { loadReferenceData } from "./installation.ts";
import { insertChunks, utc } from "./util.ts";

/** Edition rows by id: 1 and 2 are past editions for the pictures selector, 3 is the current one. */
export const EDITION_IDS = { edition19: 1, edition20: 2, current: 3 } as const;

/** The countries and categories: the reference data of every installation. */
export const seedCountriesAndCategories = loadReferenceData;

export async function seedEditions(db: DbExecutor): Promise<void> {
  await insertChunks(db, editions, [
    {
      id: EDITION_IDS.edition19,
      edition: 19,
      name: "2023 Barcelona",
      pageTitle: "Impressions of the 2023 Barcelona meeting",
      city: "Barcelona",
      venue: "Hotel Marina Diagonal Barcelona",
      venueAddress: "Avinguda Diagonal 120, 08018 Barcelona, Spain",
      venueMapUrl: "https://www.openstreetmap.org/search?query=Avinguda%20Diagonal%2C%20Barcelona",
      dateStart: "2023-10-25",
      dateEnd: "2023-10-27",
      startsAtUtc: utc("2023-10-25T13:00:00Z"),
      timezone: "Europe/Madrid",
      tradersCount: 850,
      countriesCount: 38,
      memberPriceCents: 89_500,
      nonMemberFirstPriceCents: 156_500,
      membershipPriceCents: 67_500,
      charityPerAttendeeCents: 10_000,
    },
    {
      id: EDITION_IDS.edition20,
      edition: 20,
      name: "2024 Amsterdam",
      pageTitle: "Impressions of the 2024 Amsterdam meeting",
      videoUrl: "https://youtu.be/EBM2024Amst",
      city: "Amsterdam",
      venue: "Grand Amstel Conference Hotel",
      venueAddress: "Amstelkade 12, 1078 AG Amsterdam, The Netherlands",
      venueMapUrl: "https://www.openstreetmap.org/search?query=Amstelkade%2C%20Amsterdam",
      dateStart: "2024-10-09",
      dateEnd: "2024-10-11",
      startsAtUtc: utc("2024-10-09T13:00:00Z"),
      timezone: "Europe/Amsterdam",
      tradersCount: 950,
      countriesCount: 40,
      memberPriceCents: 95_000,
      nonMemberFirstPriceCents: 162_500,
      membershipPriceCents: 67_500,
      charityPerAttendeeCents: 10_000,
    },
    {
      id: EDITION_IDS.current,
      edition: 21,
      name: "2025 Dublin",
      pageTitle: "Impressions of the 2025 Dublin meeting",
      // Demo addresses: the pictures page loads the player only on a click. Barcelona has no video.
      videoUrl: "https://www.youtube.com/watch?v=EBM2025Dubl",
      city: "Dublin",
      venue: VENUE.name,
      venueAddress: VENUE.address,
      venueMapUrl: VENUE.mapUrl,
      dateStart: "2025-11-05",
      dateEnd: "2025-11-07",
      // Early registration opens Wednesday 15:00 in Dublin, which is UTC in November.
      startsAtUtc: utc("2025-11-05T15:00:00Z"),
      timezone: "Europe/Dublin",
      isCurrent: true,
      tradersCount: 1000,
      countriesCount: 40,
      memberPriceCents: 99_500,
      nonMemberFirstPriceCents: 167_000,
      membershipPriceCents: 67_500,
      charityPerAttendeeCents: 10_000,
      dinnerSpotsPerDay: 250,
      dinnerPerCompany: 2,
    },
  ]);
}

export async function seedSettings(db: DbExecutor, organiserContactId: number): Promise<void> {
  const past = { schedulerEnabled: false, registrationOpen: false };
  await insertChunks(db, eventSettings, [
    { editionId: EDITION_IDS.edition19, ...past },
    { editionId: EDITION_IDS.edition20, ...past },
    {
      editionId: EDITION_IDS.current,
      // No video ships with the demo, so the banner stays off rather than pointing at a missing file.
      showVideoBanner: 0,
      videoBannerUrl: "",
      mainpageText: MAINPAGE_TEXT,
      regThankyou: REG_THANKYOU,
      schedulerEnabled: true,
      enablePicSharing: 0,
      registrationOpen: false,
      analyticsStaffIds: [organiserContactId],
      analyticsTestIds: [],
      organiserDetails: ORGANISER_DETAILS,
    },
  ]);
}

interface ProgramItemSeed {
  start: string;
  end: string;
  title: string;
  icon: string;
  location?: string;
  map?: string;
  additional?: string;
  captains?: boolean;
}

/** Part 1 §9, per day of the 2025 edition. Dublin is on UTC in November, so local times are UTC. */
export const PROGRAM: readonly { date: string; label: string; items: readonly ProgramItemSeed[] }[] = [
  {
    date: "2025-11-05",
    label: "Wednesday November 5",
    items: [
      { start: "15:00", end: "20:00", title: "Early registration", icon: "id-badge", location: "Main foyer" },
      {
        start: "15:00",
        end: "17:30",
        title: "Networking session with a partner association",
        icon: "users-group",
        location: "Boardroom, first floor",
        additional:
          "Hosted with our partner association for IT asset disposition professionals. Open to all attendees.",
      },
      {
        start: "18:00",
        end: "20:00",
        title: "Welcome drinks",
        icon: "glass-full",
        location: "Hotel bar and terrace",
        additional: "Collect your badge at early registration and skip the queue on Thursday morning.",
      },
    ],
  },
  {
    date: "2025-11-06",
    label: "Thursday November 6",
    items: [
      { start: "09:00", end: "18:00", title: "Registration", icon: "id-badge", location: "Main foyer" },
      {
        start: "10:00",
        end: "18:00",
        title: "One-on-one meetings",
        icon: "users",
        location: "Liffey Ballroom, ground floor",
        additional: "Find your table number in the scheduler. Tables from 120 are in the hotel lobby.",
      },
      {
        start: "12:00",
        end: "14:00",
        title: "Lunch",
        icon: "tools-kitchen-2",
        location: "Quayside Restaurant",
      },
      {
        start: "12:30",
        end: "14:00",
        title: "Captain's Lunch",
        icon: "anchor",
        location: "Captain's Room, first floor",
        additional: "By invitation for the captains of the industry.",
        captains: true,
      },
      {
        start: "19:00",
        end: "22:00",
        title: "Dinner party",
        icon: "glass-full",
        location: DINNER_VENUE.name,
        map: DINNER_VENUE.mapUrl,
        additional: "Coaches leave from the hotel entrance from 18:30.",
      },
      {
        start: "19:00",
        end: "22:00",
        title: "Captain's Dinner",
        icon: "anchor",
        location: DINNER_VENUE.name,
        map: DINNER_VENUE.mapUrl,
        additional: "250 seats, at most 2 per company. Sign up on this page.",
        captains: true,
      },
    ],
  },
  {
    date: "2025-11-07",
    label: "Friday November 7",
    items: [
      {
        start: "10:00",
        end: "17:00",
        title: "One-on-one meetings",
        icon: "users",
        location: "Liffey Ballroom, ground floor",
      },
      {
        start: "12:00",
        end: "14:00",
        title: "Lunch",
        icon: "tools-kitchen-2",
        location: "Quayside Restaurant",
      },
      {
        start: "20:00",
        end: "23:00",
        title: "Farewell dinner",
        icon: "confetti",
        location: "The Quayside Rooms",
        additional: "Smart casual. Included in every attendee ticket.",
      },
    ],
  },
];

function atUtc(date: string, time: string): Date {
  return utc(`${date}T${time}:00Z`);
}

export async function seedProgram(db: DbExecutor): Promise<void> {
  const dayRows = PROGRAM.map((day, index) => ({
    id: index + 1,
    editionId: EDITION_IDS.current,
    dayNumber: index + 1,
    date: day.date,
    label: day.label,
  }));
  await insertChunks(db, programDays, dayRows);
  let itemId = 1;
  const itemRows = PROGRAM.flatMap((day, dayIndex) =>
    day.items.map((item, sort) => ({
      id: itemId++,
      dayId: dayIndex + 1,
      sort: sort + 1,
      timeStart: item.start,
      timeEnd: item.end,
      metaStart: atUtc(day.date, item.start),
      metaEnd: atUtc(day.date, item.end),
      title: item.title,
      icon: item.icon,
      map: item.map ?? null,
      location: item.location ?? null,
      additional: item.additional ?? null,
      isCaptainsLunch: item.captains ?? false,
    })),
  );
  await insertChunks(db, programItems, itemRows);
}

/** The two meeting days: day 1 Thursday 10:00-18:00, day 2 Friday 10:00-17:00, in 30-minute slots. */
export const MEETING_DAYS = [
  { day: 1, date: "2025-11-06", start: "10:00", end: "18:00" },
  { day: 2, date: "2025-11-07", start: "10:00", end: "17:00" },
] as const;

export const SLOT_MINUTES = 30;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function minutesOf(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** Seeds the timeslots (ids 1.. in time order) and returns them for the scheduler demo. */
export async function seedTimeslots(
  db: DbExecutor,
): Promise<{ id: number; day: number; timeStart: string }[]> {
  const rows: (typeof timeslots.$inferInsert & { id: number })[] = [];
  for (const meetingDay of MEETING_DAYS) {
    for (let start = minutesOf(meetingDay.start); start < minutesOf(meetingDay.end); start += SLOT_MINUTES) {
      const timeStart = hhmm(start);
      const timeEnd = hhmm(start + SLOT_MINUTES);
      rows.push({
        id: rows.length + 1,
        editionId: EDITION_IDS.current,
        day: meetingDay.day,
        timeStart,
        timeEnd,
        startsAtUtc: atUtc(meetingDay.date, timeStart),
        endsAtUtc: atUtc(meetingDay.date, timeEnd),
        keynote: false,
      });
    }
  }
  await insertChunks(db, timeslots, rows);
  await insertChunks(
    db,
    timeslotMetadata,
    MEETING_DAYS.map((meetingDay) => ({
      editionId: EDITION_IDS.current,
      day: meetingDay.day,
      dateStart: atUtc(meetingDay.date, meetingDay.start),
      dateEnd: atUtc(meetingDay.date, meetingDay.end),
      meetingTables: 120,
      meetingTablesMax: 150,
    })),
  );
  return rows.map((row) => ({ id: row.id, day: row.day, timeStart: row.timeStart }));
}
