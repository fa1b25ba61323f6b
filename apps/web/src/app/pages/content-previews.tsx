import type { ComponentType } from "react";
import { TeamMemberCard } from "../../features/contact/components/TeamMemberCard.tsx";
import { PictureCategorySection } from "../../features/pictures/components/PictureCategorySection.tsx";
import { EventList } from "../../features/program/components/EventList.tsx";
import { ProgramEventItem } from "../../features/program/components/ProgramEventItem.tsx";
import programClasses from "../../features/program/components/ProgramPage.module.css";
import { SpeakerCard } from "../../features/techtalk/components/SpeakerCard.tsx";
import { Quote } from "../../features/testimonials/components/TestimonialsPage.tsx";
import { type ContentPreviews, ContentPreviewsContext } from "../../lib/content-previews.tsx";

const PREVIEWS: ContentPreviews = {
  ProgramDay: EventList,
  ProgramEvent: ({ event, label }) => (
    <ul className={programClasses.events} aria-label={label}>
      {/* No date: a preview offers no dinner sign-up. */}
      <ProgramEventItem event={event} date="" />
    </ul>
  ),
  Quote,
  SpeakerCard,
  TeamMemberCard,
  PictureCategory: PictureCategorySection,
};

/** The console's content section with the public pages' components for its previews. */
export function withContentPreviews(Section: ComponentType): ComponentType {
  return function ContentWithPreviews() {
    return (
      <ContentPreviewsContext.Provider value={PREVIEWS}>
        <Section />
      </ContentPreviewsContext.Provider>
    );
  };
}
