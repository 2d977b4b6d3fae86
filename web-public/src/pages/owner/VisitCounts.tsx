/**
 * One listing's rider visits and what the tenants answered after them, on "Your Properties": how many visited, how
 * many want to rent, and of the others how many gave each reason (GET /rides/decision-counts). Counts only: the
 * owner never learns who.
 */
import { VisitDecisionReasons } from '../../../../adapters/http/contract/rules';
import type { VisitDecisionCounts } from '../../api/rides';
import { t } from '../../i18n/t';

/** "The rent 2, The location 1": the reasons given, most first; empty when none. */
export function reasonSummary(counts: VisitDecisionCounts): string {
  return VisitDecisionReasons.filter((reason) => counts.reasons[reason] > 0)
    .sort((a, b) => counts.reasons[b] - counts.reasons[a])
    .map((reason) => t('owner.visits.reasonCount', { reason: t(`decision.reason.${reason}`), count: counts.reasons[reason] }))
    .join(', ');
}

export function VisitCounts({ counts }: { counts: VisitDecisionCounts }) {
  if (counts.visited === 0) return null;
  const reasons = reasonSummary(counts);
  return (
    <p className="owner-row__note owner-row__visits" data-testid="owner-visit-counts" data-visited={counts.visited} data-interested={counts.interested}>
      {t('owner.visits.summary', { visited: counts.visited, interested: counts.interested })}
      {reasons && (
        <>
          <br />
          <span className="muted" data-testid="owner-visit-reasons">
            {t('owner.visits.notForThem', { reasons })}
          </span>
        </>
      )}
    </p>
  );
}
