import type { Speaker } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiGet } from "../../../lib/api-client.ts";
import { techtalkKeys } from "./keys.ts";

const SPEAKERS_STORAGE_KEY = "ebm.speakers";
/** The cached speakers show at once; the fresh list is fetched after this delay (part 2 §9). */
const SPEAKERS_REFRESH_DELAY_MS = 5000;

function isSpeaker(value: unknown): value is Speaker {
  if (typeof value !== "object" || value === null) return false;
  const speaker = value as Partial<Speaker>;
  return (
    typeof speaker.id === "number" &&
    typeof speaker.name === "string" &&
    typeof speaker.role === "string" &&
    typeof speaker.day === "number" &&
    typeof speaker.description === "string"
  );
}

/** The local cache may hold an older shape; only a list that still fits is shown. */
function isSpeakerList(value: unknown): value is Speaker[] {
  return Array.isArray(value) && value.every(isSpeaker);
}

function readCachedSpeakers(): Speaker[] | undefined {
  try {
    const raw = window.localStorage.getItem(SPEAKERS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isSpeakerList(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function writeCachedSpeakers(speakers: Speaker[]): void {
  try {
    window.localStorage.setItem(SPEAKERS_STORAGE_KEY, JSON.stringify(speakers));
  } catch {
    // Storage full or blocked: the page still works without the cache.
  }
}

/** GET /api/techtalks/speakers: every tech talk speaker; the answer is also cached locally. */
async function getSpeakers(): Promise<Speaker[]> {
  const { speakers } = await apiGet<{ speakers: Speaker[] }>("/api/techtalks/speakers");
  writeCachedSpeakers(speakers);
  return speakers;
}

/**
 * Speakers from the local cache at once, refreshed from the server after a short delay.
 * Without a cache the server is asked straight away.
 */
export function useSpeakers() {
  const [cached] = useState(readCachedSpeakers);
  const [refreshDue, setRefreshDue] = useState(cached === undefined);

  useEffect(() => {
    if (refreshDue) return;
    const timer = window.setTimeout(() => setRefreshDue(true), SPEAKERS_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [refreshDue]);

  return useQuery({
    queryKey: techtalkKeys.speakers(),
    queryFn: getSpeakers,
    enabled: refreshDue,
    initialData: cached,
    // The cached list counts as stale, so the delayed fetch always runs.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
