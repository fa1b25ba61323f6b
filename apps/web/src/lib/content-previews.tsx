import type {
  PictureCategory,
  ProgramDay,
  ProgramEvent,
  Speaker,
  Testimonial,
} from "@ebm/shared/schemas/content";
import type { TeamMember } from "@ebm/shared/schemas/mail";
import { type ComponentType, createContext, useContext } from "react";

/**
 * The public pages' own components that the console's content editors draw their previews with.
 * The app hands them in (it composes features; a feature imports no other), so a preview is the
 * page's real rendering, not a copy of it.
 */
export interface ContentPreviews {
  /** One program day's sessions, as the program page lists them. */
  ProgramDay: ComponentType<{ day: ProgramDay }>;
  /** One session of the program, as the program page shows it. */
  ProgramEvent: ComponentType<{ event: ProgramEvent; label: string }>;
  /** One quote, as the testimonials page shows it. */
  Quote: ComponentType<{ item: Testimonial; featured?: boolean }>;
  /** One speaker's card of the tech talk page. */
  SpeakerCard: ComponentType<{ speaker: Speaker }>;
  /** One team member's card of the contact page. */
  TeamMemberCard: ComponentType<{ member: TeamMember; onMessage: () => void }>;
  /** One gallery of the pictures page. */
  PictureCategory: ComponentType<{ category: PictureCategory; editionName: string }>;
}

const Nothing = () => null;
const NO_PREVIEWS: ContentPreviews = {
  ProgramDay: Nothing,
  ProgramEvent: Nothing,
  Quote: Nothing,
  SpeakerCard: Nothing,
  TeamMemberCard: Nothing,
  PictureCategory: Nothing,
};

export const ContentPreviewsContext = createContext<ContentPreviews>(NO_PREVIEWS);

/** The public pages' components for the editors' previews. */
export const useContentPreviews = () => useContext(ContentPreviewsContext);
