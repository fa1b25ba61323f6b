import { lazy, Suspense } from "react";
import type { SuggestionRequestFlow } from "../../features/directory/components/DirectoryPage.tsx";
import { DirectoryPage } from "../../features/directory/components/DirectoryPage.tsx";

// The company page's meeting request flow loads with the first request from a suggestion.
const SuggestedMeetingRequest = lazy(() =>
  import("../../features/company/components/SuggestedMeetingRequest.tsx").then((m) => ({
    default: m.SuggestedMeetingRequest,
  })),
);

const RequestFlow: SuggestionRequestFlow = (props) => (
  <Suspense fallback={null}>
    <SuggestedMeetingRequest {...props} />
  </Suspense>
);

/** /attendees: the directory, whose suggestions ask for meetings through the company page's flow. */
export function DirectoryRoute() {
  return <DirectoryPage RequestFlow={RequestFlow} />;
}
