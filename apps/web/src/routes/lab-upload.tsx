import { PageHeader } from '../features/marketing/page-header';
import { UploadPanel } from '../features/biomarkers/upload-panel';

/** The page's top, shown (and prerendered) before the sign-in check. */
export function Head() {
  return (
    <PageHeader
      eyebrow="Biomarkers"
      title="Upload Test Results"
      intro="Add a blood test report: upload a PDF or photo to have every row read for you (Wellness Pro), or type the results in (free). You check each row before anything is saved or interpreted."
    />
  );
}

/** /upload and /blood-test-upload (protected): upload, reading progress, review table, confirmed results; manual entry. */
export default function LabUploadPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <UploadPanel />
    </div>
  );
}
