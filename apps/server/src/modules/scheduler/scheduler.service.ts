import { meetingDays } from "./days/days.service.ts";
import { colleaguesService } from "./meetings/colleagues.service.ts";
import { meetingViews } from "./meetings/meeting-views.ts";
import { meetingsService } from "./meetings/meetings.service.ts";
import { organiserBookings } from "./meetings/organiser-bookings.ts";
import { scheduledBookings } from "./meetings/scheduled-bookings.ts";
import { tableMoves } from "./meetings/table-moves.ts";
import type { SchedulerDeps } from "./scheduler.context.ts";
import { slotBoard } from "./slots/slot-board.ts";
import { slotsService } from "./slots/slots.service.ts";

/**
 * The scheduler (part 2 §4, §6, §7) as one service: the meetings (requests, answers, blocks and
 * colleagues, what the screens read of them, the organisers' table moves, their bookings on behalf of attendees and their automatic schedule made real) and the timeslots. The calendar feed is a
 * service of its own (calendar/).
 */
export function schedulerService(deps: SchedulerDeps) {
  const board = slotBoard(deps);
  return {
    ...meetingsService(deps),
    ...colleaguesService(deps),
    ...meetingViews({ ...deps, board }),
    ...slotsService({ ...deps, board }),
    ...tableMoves(deps),
    ...organiserBookings(deps),
    ...scheduledBookings(deps),
    ...meetingDays(deps),
  };
}

export type SchedulerService = ReturnType<typeof schedulerService>;
