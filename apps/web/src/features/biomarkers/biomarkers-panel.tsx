import { Link, useSearchParams } from 'react-router';
import { useSubscription } from '../../lib/use-tier';
import { buttonClass } from '../../ui/button';
import { Disclaimer } from '../../ui/disclaimer';
import { LabTimelineSection } from './lab-timeline';
import { MarkerHistorySection } from './marker-history';
import { MarkersOverview } from './markers-overview';
import { ReportsList } from './reports-list';

/**
 * /wellness/biomarkers (W2-F): the markers at a glance and the past reports, or one marker's
 * history (`?marker=<LOINC>`), and the timeline of results, symptoms and medicine changes
 * (Wellness Pro). Results here are confirmed ones only.
 */
export function BiomarkersPanel() {
  const [params] = useSearchParams();
  const marker = params.get('marker');
  const sub = useSubscription();
  const pro = !sub.loading && sub.simplifiedTier === 'paid';

  return (
    <div className="space-y-10">
      {marker ? (
        <MarkerHistorySection key={marker} loinc={marker} />
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            {/* Two buttons either way, so nothing moves when the plan is known. */}
            <Link to={pro ? '/upload' : '/upload?entry=manual'} className={buttonClass('primary')}>
              {pro ? 'Upload a report' : 'Enter results by hand'}
            </Link>
            <Link to={pro ? '/upload?entry=manual' : '/upload'} className={buttonClass('secondary')}>
              {pro ? 'Enter results by hand' : 'Upload with Wellness Pro'}
            </Link>
          </div>
          <MarkersOverview pro={pro} />
          <LabTimelineSection pro={pro} planKnown={!sub.loading} />
          <ReportsList />
        </>
      )}
      <Disclaimer level="advanced" />
    </div>
  );
}
