import { useTranslation } from 'react-i18next';
import { Batches } from './batches';
import { CollectorRuns } from './collector';
import { HeldRows } from './held';
import { ObservationFilterBar, useObservationFilters } from './filters';

/** Operations › Observations: what the intake held back and why, the batches, and the collector's runs. */
export function OpsObservations() {
  const { t } = useTranslation('admin');
  const state = useObservationFilters();
  return (
    <div data-testid="ops-observations">
      <p className="admin-lead">{t('observations.lead')}</p>
      <CollectorRuns />
      <ObservationFilterBar {...state} />
      <HeldRows {...state} />
      <Batches {...state} />
    </div>
  );
}
