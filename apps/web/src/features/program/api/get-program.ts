import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export interface ProgramEvent {
  timeStart: string;
  timeEnd: string;
  metaStart: string;
  metaEnd: string;
  title: string;
  icon: string;
  map: string | null;
  location: string | null;
  additional: string | null;
  isCaptainsLunch: boolean;
}

export interface ProgramDay {
  dayNumber: number;
  date: string;
  label: string;
  events: ProgramEvent[];
}

export interface Program {
  title: string;
  days: ProgramDay[];
}

function isEvent(value: unknown): value is ProgramEvent {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Partial<ProgramEvent>;
  return (
    typeof event.title === "string" &&
    typeof event.timeStart === "string" &&
    typeof event.timeEnd === "string" &&
    typeof event.icon === "string"
  );
}

function isDay(value: unknown): value is ProgramDay {
  if (typeof value !== "object" || value === null) return false;
  const day = value as Partial<ProgramDay>;
  return (
    typeof day.dayNumber === "number" &&
    typeof day.label === "string" &&
    Array.isArray(day.events) &&
    day.events.every(isEvent)
  );
}

/** Light shape check instead of the schema library, to keep the page download small. */
function isProgram(value: unknown): value is Program {
  if (typeof value !== "object" || value === null) return false;
  const program = value as Partial<Program>;
  return typeof program.title === "string" && Array.isArray(program.days) && program.days.every(isDay);
}

/** GET /api/misc/program: the title and the events of all three days. */
export async function getProgram(): Promise<Program> {
  const { status, data } = await apiGet<{ payload?: unknown }>("/api/misc/program");
  const payload = data?.payload;
  if (status !== 200 || !isProgram(payload)) {
    console.warn(`Could not load the program (status ${status})`);
    throw new Error("Program unavailable");
  }
  return payload;
}

export function useProgram() {
  return useQuery({ queryKey: ["program"], queryFn: getProgram, staleTime: 5 * 60_000 });
}
