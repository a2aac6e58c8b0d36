import { PageHeader } from '../features/marketing/page-header';
import { RemedyLibrary } from '../features/safety/remedy-library';

/** /natural-remedies: natural remedies with honest evidence ratings, cautions and interactions. */
export default function NaturalRemediesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Wellness"
        title="Natural Remedies"
        intro="Popular natural remedies, what they are claimed to do and what the research actually shows, with the cautions and medicine interactions to know first."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <RemedyLibrary />
      </div>
    </>
  );
}
