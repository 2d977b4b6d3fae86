import { t } from '../i18n/t';

/** A tenancy form's buttons: send (its label, "Loading…" while busy) and, where the form can be closed, Cancel. */
export function FormActions(props: { busy: boolean; label: string; testId: string; onCancel?: () => void; kind?: 'primary' | 'outline' }) {
  return (
    <div className="actions">
      <button type="submit" className={`button button--${props.kind ?? 'primary'}`} disabled={props.busy} data-testid={props.testId}>
        {props.busy ? t('common.loading') : props.label}
      </button>
      {props.onCancel && (
        <button type="button" className="button button--ghost" disabled={props.busy} onClick={props.onCancel}>
          {t('tenancy.cancel')}
        </button>
      )}
    </div>
  );
}
