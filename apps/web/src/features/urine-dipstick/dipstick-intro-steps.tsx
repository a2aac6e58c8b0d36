/** The first two steps of the dipstick entry: getting ready, then dipping the strip. */
export function PrepareStep() {
  return (
    <div className="space-y-3 text-ink">
      <p>You need a 10-pad urine test strip (such as Multistix 10 SG) and its bottle with the colour chart. Have this page open next to you before you start.</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>Check the strips are within their expiry date and the bottle cap was kept tightly closed.</li>
        <li>Collect fresh urine, ideally midstream, in a clean, dry container. First-morning urine is best for protein and nitrite.</li>
        <li>Find good daylight or a bright white light to compare colours.</li>
        <li>Do not touch the pads, and take one strip out just before you use it.</li>
      </ul>
    </div>
  );
}

export function DipStep() {
  return (
    <div className="space-y-3 text-ink">
      <ol className="list-decimal space-y-1 pl-5">
        <li>Dip all the pads into the urine and take the strip out straight away.</li>
        <li>As you take it out, run the edge of the strip along the rim of the container to remove extra urine.</li>
        <li>Hold the strip level so the colours from the pads do not mix.</li>
        <li>Start the timer the moment the strip is out. Then read each pad at its time, shortest first: glucose and bilirubin at 30 seconds, leukocytes last at 2 minutes.</li>
      </ol>
      <p className="text-sm text-muted">The read times are the strip maker’s (Multistix 10 SG). If your strip’s chart shows different times, follow your chart.</p>
    </div>
  );
}
