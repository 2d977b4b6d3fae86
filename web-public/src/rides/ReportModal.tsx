/**
 * The rider's report that completes a visit (PATCH /rides/{id} action `complete`): did the home match its listing,
 * what differed (required when it did not), notes, and up to 10 photos checked as listing photos are and shrunk on
 * the phone before upload (property/photos.ts). Sent through XHR with a progress bar and a stall timeout.
 * Loaded on demand by RideCard.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage, type Envelope } from '../api/client';
import { completeRide, type Ride } from '../api/rides';
import type { SendHandle } from '../api/upload';
import { t } from '../i18n/t';
import { formatBytes, preparePhoto } from '../property/photos';
import { ChoiceField, YES_NO } from '../ui/ChoiceField';
import { TextAreaField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { PhotoPicker } from '../ui/PhotoPicker';
import { showToast } from '../ui/toast';
import { hasErrors, type FieldErrors } from '../validation/rules';
import { acceptPhotos, emptyReport, REPORT_LIMITS, reportErrorsFromServer, toReportBody, validateReport, type ReportField, type ReportValues } from './report-form';
import { rideAddress, rideSlot } from './ride-format';

interface ChosenPhoto {
  key: number;
  file: File;
}

let nextKey = 1;

export default function ReportModal({ ride, onClose, onDone }: { ride: Ride; onClose(): void; onDone(ride: Ride): void }) {
  const [values, setValues] = useState<ReportValues>(emptyReport);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors<ReportField>>({});
  const [stage, setStage] = useState<'idle' | 'preparing' | 'sending'>('idle');
  const [progress, setProgress] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const handle = useRef<SendHandle<Envelope<Ride>> | null>(null);
  /** The modal was closed: a report still being prepared must not be sent after all. */
  const gone = useRef(false);
  const busy = stage !== 'idle';

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      handle.current?.abort();
    };
  }, []);

  // After a refused submit, the cursor goes to the first field in error (on a phone it may be off screen).
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function change(field: keyof ReportValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function choose(files: FileList | null) {
    if (!files?.length) return;
    const { accepted, problem } = acceptPhotos([...files], photos.length);
    setPhotos((current) => [...current, ...accepted.map((file) => ({ key: nextKey++, file }))]);
    setErrors(({ photos: _old, ...rest }) => (problem ? { ...rest, photos: problem } : rest));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateReport(
      values,
      photos.map((photo) => photo.file),
    );
    setErrors(invalid);
    if (hasErrors(invalid)) return setAttempt((n) => n + 1);
    try {
      setStage('preparing');
      setProgress(0);
      // One at a time: a cheap phone decoding ten camera photos at once runs out of memory.
      const blobs: Blob[] = [];
      for (const photo of photos) {
        blobs.push(await preparePhoto(photo.file));
        if (gone.current) return;
      }
      setStage('sending');
      handle.current = completeRide(ride.id, toReportBody(values), blobs, setProgress);
      const answer = await handle.current.promise;
      showToast(answer.message || t('ride.done.complete'), 'success');
      onDone(answer.data);
    } catch (error) {
      if ((error as Error).name === 'AbortError' || gone.current) return;
      setStage('idle');
      if (error instanceof ApiError && error.handled) return;
      if (error instanceof ApiError) {
        const fromServer = error.status === 413 ? { photos: t('photos.tooLarge') } : reportErrorsFromServer(error.errors);
        if (hasErrors(fromServer)) {
          setErrors(fromServer);
          setAttempt((n) => n + 1);
        }
      }
      showToast(errorMessage(error), 'error');
    } finally {
      handle.current = null;
    }
  }

  const textArea = (field: 'differences' | 'notes', label: string, rows: number, required?: boolean) => (
    <TextAreaField
      label={label}
      name={field}
      rows={rows}
      maxLength={REPORT_LIMITS.text}
      value={values[field]}
      error={errors[field]}
      testId={`report-${field}`}
      onChange={(e) => change(field, e.target.value)}
      disabled={busy}
      required={required}
    />
  );

  return (
    <Modal title={t('report.title')} subtitle={`${rideSlot(ride)} · ${rideAddress(ride)}`} onClose={onClose} testId="report-modal" focusDialog>
      <form ref={form} className="form" onSubmit={submit} noValidate data-testid="report-form">
        <ChoiceField
          legend={t('report.matchedLabel')}
          name="matched"
          options={YES_NO}
          value={values.matched}
          optionLabel={(option) => (option === 'yes' ? t('report.yes') : t('report.no'))}
          optionTestId={(option) => `report-matched-${option}`}
          onChange={(option) => change('matched', option)}
          error={errors.matched}
          errorId="report-matched-error"
          disabled={busy}
        />

        {values.matched === 'no' && (
          <div>
            {textArea('differences', t('report.differences'), 3, true)}
            <p className="field__hint">{t('report.differencesHint')}</p>
          </div>
        )}

        {textArea('notes', t('report.notes'), 2)}

        <div className={`field${errors.photos ? ' field--invalid' : ''}`}>
          <span className="field__label" id="report-photos-label">
            {t('report.photos')}
          </span>
          <p className="field__hint" id="report-photos-hint">
            {t('report.photosHint')}
          </p>
          <PhotoPicker
            label={t('report.addPhotos')}
            outline
            off={busy || photos.length >= REPORT_LIMITS.photos}
            onChoose={choose}
            testId="report-photos"
            count={t('report.photoCount', { count: photos.length, max: REPORT_LIMITS.photos })}
            countTestId="report-photo-count"
            describedBy={['report-photos-hint', errors.photos ? 'report-photos-error' : ''].filter(Boolean).join(' ')}
            invalid={Boolean(errors.photos)}
          />
          {photos.length > 0 && (
            <ul className="report-photos">
              {photos.map((photo) => (
                <li key={photo.key} className="report-photos__item">
                  <span className="upload__name">
                    {photo.file.name} <span className="muted">{formatBytes(photo.file.size)}</span>
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    onClick={() => {
                      setPhotos((current) => current.filter((item) => item.key !== photo.key));
                      setErrors(({ photos: _cleared, ...rest }) => rest);
                    }}
                    aria-label={t('report.removePhoto', { name: photo.file.name })}
                  >
                    {t('photos.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.photos && (
            <p className="field__error" id="report-photos-error" data-testid="report-photos-error">
              {errors.photos}
            </p>
          )}
        </div>

        <div aria-live="polite">
          {stage === 'preparing' && <p className="muted">{t('report.preparing')}</p>}
          {stage === 'sending' && (
            <progress className="upload__bar report__progress" max={1} value={progress} aria-label={t('report.progress')} data-testid="report-progress" />
          )}
        </div>

        <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="report-submit">
          {stage === 'sending' ? t('report.sending', { percent: Math.round(progress * 100) }) : stage === 'preparing' ? t('report.preparing') : t('report.submit')}
        </button>
      </form>
    </Modal>
  );
}
